import pg from 'pg';

/** Whether a PostgreSQL server answers at `url` within 2 s (the benchmarks skip PostgreSQL otherwise). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
