/**
 * The rows of a raw statement's answer (`db.execute(sql)`), typed as the statement's select list says. Both drivers
 * answer with an object that carries `rows` (PGlite's `Results`, node-postgres' `QueryResult`), but `Db` is typed over
 * either, so drizzle types the answer as `unknown`: this is the one place that reads it. `T` is the caller's word for
 * the columns (raw SQL has no types to check it against); keep it to what the select list names, with numbers that
 * PostgreSQL sends as text (bigint, numeric, count(*)) typed `string | number`.
 */
export function rows<T extends object = Record<string, unknown>>(result: unknown): T[] {
  const found = (result as { rows?: unknown } | null | undefined)?.rows;
  if (!Array.isArray(found)) throw new TypeError('rows: not the answer of db.execute (it has no rows)');
  return found as T[];
}
