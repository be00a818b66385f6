import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rows } from '@/lib/db/rows';
import type { TextMasks } from './scan-pass';
import { TEXT_PARTS, type LotColumns, type TextPart } from './lot-columns';

const MAX_LEXEMES = 16;
const CACHED_QUERIES = 1_000;
/** Lexemes a plain VIN (17 letters and digits) or stock number (8 digits) makes: such words go to SQL. */
const VIN_OR_STOCK = /^(?:[a-z0-9]{17}|[0-9]{8})$/;

/**
 * Text search (`search_vector @@ plainto_tsquery('simple', q)`) over the in-memory columns. The search vector is
 * to_tsvector('simple') of year, make, model, trim, VIN, stock number, colour and body style joined by spaces; its
 * lexemes are those of each part (the parser never joins words across a space), so the database gives the lexemes of
 * each distinct part value once, and a lot matches when its parts hold every lexeme of the query. A query lexeme no
 * part value has, or one that could be a VIN or stock number, is left to SQL (its GIN index finds such rare words).
 */
export class LotLexemes {
  private done = Object.fromEntries(TEXT_PARTS.map((p) => [p, 0])) as Record<TextPart, number>;
  /** Per part: lexeme -> codes of the values holding it. */
  private inverted = Object.fromEntries(TEXT_PARTS.map((p) => [p, new Map<string, number[]>()])) as Record<
    TextPart,
    Map<string, number[]>
  >;
  private queries = new Map<string, string[] | null>();
  private columns: LotColumns | null = null;

  /** Ask the database for the lexemes of part values it has not seen yet. */
  async update(db: Db, columns: LotColumns): Promise<void> {
    this.columns = columns;
    for (const part of TEXT_PARTS) {
      const values = columns.textValues[part].keys;
      const from = this.done[part];
      if (from >= values.length) continue;
      const fresh = values.slice(from);
      const valueLexemes = rows<{ i: number; lexemes: string[] }>(
        await db.execute(sql`
          select v.ordinality::int - 1 as i, tsvector_to_array(to_tsvector('simple', v.value)) as lexemes
          from jsonb_array_elements_text(${JSON.stringify(fresh)}::jsonb) with ordinality v`),
      );
      const inverted = this.inverted[part];
      for (const row of valueLexemes) {
        for (const lexeme of row.lexemes) {
          const codes = inverted.get(lexeme);
          if (codes) codes.push(from + row.i);
          else inverted.set(lexeme, [from + row.i]);
        }
      }
      this.done[part] = values.length;
    }
  }

  /** The lexemes of plainto_tsquery('simple', q) when it is a plain AND of lexemes (null otherwise). */
  private async queryLexemes(db: Db, q: string): Promise<string[] | null> {
    if (this.queries.has(q)) return this.queries.get(q)!;
    const [parsed] = rows<{ query: string }>(
      await db.execute(sql`select plainto_tsquery('simple', ${q})::text as query`),
    );
    const text = parsed!.query;
    const lexemes = /^'[^'\\]*'(?: & '[^'\\]*')*$/.test(text)
      ? text.split(' & ').map((t) => t.slice(1, -1))
      : null;
    if (this.queries.size >= CACHED_QUERIES) this.queries.delete(this.queries.keys().next().value!);
    this.queries.set(q, lexemes);
    return lexemes;
  }

  /** Per part, each value's bitmask of the query's lexemes, and the mask of all of them; null: SQL must answer. */
  async masks(db: Db, q: string): Promise<{ masks: TextMasks; full: number } | null> {
    const lexemes = await this.queryLexemes(db, q);
    const columns = this.columns;
    if (!lexemes || !columns || lexemes.length === 0 || lexemes.length > MAX_LEXEMES) return null;
    if (lexemes.some((l) => VIN_OR_STOCK.test(l) || !TEXT_PARTS.some((p) => this.inverted[p].has(l))))
      return null;
    const masks = Object.fromEntries(
      TEXT_PARTS.map((p) => [p, new Uint16Array(Math.max(columns.textValues[p].size, 1))]),
    ) as TextMasks;
    lexemes.forEach((lexeme, bit) => {
      for (const part of TEXT_PARTS) {
        for (const code of this.inverted[part].get(lexeme) ?? []) masks[part][code]! |= 1 << bit;
      }
    });
    return { masks, full: (1 << lexemes.length) - 1 };
  }
}
