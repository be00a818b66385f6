import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export interface InsertAsJsonOptions<Row> {
  /** On a conflict on this column, the listed columns take the new row's values (an upsert). */
  onConflictUpdate?: { target: PgColumn; set: readonly (keyof Row & string)[] };
}

/** A value as PostgreSQL reads it from JSON into the column's type: times as ISO text, the rest as they are. */
const jsonValue = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? value.toString() : value;

/**
 * Inserts many rows with one parameter: the rows as a JSON array, spread by PostgreSQL into the table's own row type
 * (`insert into t (columns) select columns from jsonb_populate_recordset(null::t, $1)`), so each value takes its
 * column's type. Drizzle's multi-row insert writes a placeholder per value, and for a batch of 500 lots (some 25,000
 * values) building that statement cost more CPU than PostgreSQL spent running it, all of it on the event loop the
 * searches share. Rows are grouped by the columns they set, so a column a row leaves out still takes its default.
 * Generated columns are never written; the values must be what the columns store (drizzle's `$inferInsert`, no SQL).
 */
export async function insertAsJson<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: InsertAsJsonOptions<T['$inferInsert']> = {},
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const groups = new Map<string, { keys: string[]; records: Record<string, unknown>[] }>();
  for (const row of rows) {
    const keys = Object.keys(row).filter(
      (key) => (row as Record<string, unknown>)[key] !== undefined && columns[key] && !columns[key].generated,
    );
    const signature = keys.join(',');
    const group = groups.get(signature) ?? { keys, records: [] };
    groups.set(signature, group);
    group.records.push(
      Object.fromEntries(
        keys.map((key) => [columns[key]!.name, jsonValue((row as Record<string, unknown>)[key])]),
      ),
    );
  }
  const tableName = sql.identifier(getTableName(table));
  const update = options.onConflictUpdate;
  for (const { keys, records } of groups.values()) {
    const names = sql.join(
      keys.map((key) => sql.identifier(columns[key]!.name)),
      sql`, `,
    );
    const conflict: SQL = update
      ? sql` on conflict (${sql.identifier(update.target.name)}) do update set ${sql.join(
          update.set.map((key) => {
            const name = sql.identifier(columns[key]!.name);
            return sql`${name} = excluded.${name}`;
          }),
          sql`, `,
        )}`
      : sql``;
    await db.execute(sql`
      insert into ${tableName} (${names})
      select ${names} from jsonb_populate_recordset(null::${tableName}, ${JSON.stringify(records)}::jsonb)${conflict}`);
  }
}
