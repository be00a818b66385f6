/** A query as Next hands a page its `searchParams`: one string per key, or every value of a key that repeats. */
export function queryRecord(query: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    record[name] = values.length === 1 ? values[0]! : values;
  }
  return record;
}
