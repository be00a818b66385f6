import 'server-only';
import { FACET_GROUPS } from '@/lib/domain/search-facets';
import { TEXT_PARTS, type LotColumns, type Postings } from './lot-columns';
import type { Driver, TextMasks } from './scan-pass';

/** The lots a group's filter lets through: the spans of its allowed codes in the group's postings. */
export function groupDriver(columns: LotColumns, gi: number, ok: Uint8Array): Driver {
  const g = FACET_GROUPS[gi]!;
  const postings = columns.postings(g, columns.groups[g], columns.dictionaries[g].size);
  const { spans, size } = pickSpans(postings, (c) => ok[c] === 1);
  return { slots: postings.slots, spans, size, group: gi };
}

/** The lots holding the query's rarest lexeme (in any text part): every lot the text finds is among them. */
export function textDriver(columns: LotColumns, text: TextMasks, textFull: number): Driver {
  let best: Picked[] = [];
  let bestSize = Infinity;
  for (let bit = 0; 1 << bit <= textFull; bit++) {
    const parts = TEXT_PARTS.map((part) => {
      const postings = columns.postings(`text:${part}`, columns.text[part], columns.textValues[part].size);
      return { slots: postings.slots, ...pickSpans(postings, (c) => (text[part][c]! & (1 << bit)) !== 0) };
    });
    const size = parts.reduce((sum, p) => sum + p.size, 0);
    if (size < bestSize) [best, bestSize] = [parts, size];
  }
  const slots = union(best, columns.size);
  return { slots, spans: [0, slots.length], size: slots.length, group: -1 };
}

/** Every lot (a search with range filters only). */
export function everyLot(columns: LotColumns): Driver {
  return { slots: columns.everySlot(), spans: [0, columns.size], size: columns.size, group: -1 };
}

/** Spans of a column's postings, as a Driver holds them. */
type Picked = { slots: Int32Array; spans: number[]; size: number };

/** The spans of the codes `wanted` picks in a column's postings, and how many slots they hold. */
function pickSpans(postings: Postings, wanted: (code: number) => boolean): { spans: number[]; size: number } {
  const spans: number[] = [];
  let size = 0;
  for (let c = 0; c + 1 < postings.offsets.length; c++) {
    const from = postings.offsets[c]!;
    const to = postings.offsets[c + 1]!;
    if (to > from && wanted(c)) {
      spans.push(from, to);
      size += to - from;
    }
  }
  return { spans, size };
}

/** The slots of every span of every part, each once (a lot may hold a lexeme in two parts). */
function union(parts: Picked[], size: number): Int32Array {
  const seen = new Uint8Array(size);
  const out = new Int32Array(size);
  let count = 0;
  for (const { slots, spans } of parts) {
    for (let s = 0; s < spans.length; s += 2) {
      for (let k = spans[s]!; k < spans[s + 1]!; k++) {
        const i = slots[k]!;
        if (seen[i] === 0) {
          seen[i] = 1;
          out[count++] = i;
        }
      }
    }
  }
  return out.subarray(0, count);
}
