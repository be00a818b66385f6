import { eq, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { lots } from './schema';
import { compileSql } from './compiled-sql';

const dialect = new PgDialect();
const render = (fragment: ReturnType<typeof sql>) => dialect.sqlToQuery(fragment);

describe('compileSql', () => {
  const compiled = compileSql<'lotId' | 'memberId'>(
    sql`(select count(*) from ${lots} where ${eq(lots.id, sql`${sql.placeholder('lotId')}`)} and ${inArray(lots.make, ['Ford', "it's"])} and ${lots.highBidderId} = ${sql.placeholder('memberId')} and ${lots.bidCount} > ${3})`,
  );

  test('keeps each placeholder a bound parameter, in order, and writes constants as literals', () => {
    const query = render(compiled({ lotId: 7, memberId: "m'1" }));
    expect(query.params).toEqual([7, "m'1"]);
    expect(query.sql).toBe(
      `(select count(*) from "lots" where "lots"."id" = $1 and "lots"."make" in ('Ford', 'it''s') and "lots"."high_bidder_id" = $2 and "lots"."bid_count" > 3)`,
    );
  });

  test('a compiled fragment nests in a larger query, whose parameters are numbered around it', () => {
    const query = render(sql`select ${'a'}, ${compiled({ lotId: 1, memberId: 'x' })}, ${'b'}`);
    expect(query.params).toEqual(['a', 1, 'x', 'b']);
    expect(query.sql).toMatch(/^select \$1, \(select .* = \$2 .* = \$3 .*\), \$4$/);
  });

  test('refuses a constant it cannot write as a literal', () => {
    expect(() => compileSql(sql`select ${new Date(0)}`)).toThrow(/cannot write object/);
    expect(() => compileSql(sql`select ${Number.NaN}`)).toThrow(/cannot write number/);
  });
});
