import 'server-only';
import { FACET_GROUPS } from '@/lib/domain/search-facets';
import { TEXT_PARTS, type LotColumns, type Postings } from './lot-columns';
import type { Driver, TextMasks } from './scan-pass';

/** The lots a group's filter lets through: the spans of its allowed codes in the group's postings. */
export function groupDriver(columns: LotColumns, gi: number, ok: Uint8Array): Driver {
  const g = FACET_GROUPS[gi]!;
  const postings = columns.postings(g, columns.groups[g], columns.dictionaries[g].size);
  const spans: number[] = [];
  let size = 0;
  for (let c = 0; c + 1 < postings.offsets.length; c++) {
    const from = postings.offsets[c]!;
    const to = postings.offsets[c + 1]!;
    if (ok[c] === 1 && to > from) {
      spans.push(from, to);
      size += to - from;
    }
  }
  return { slots: postings.slots, spans, size, group: gi };
}

/** The lots holding the query's rarest lexeme (in any text part): every lot the text finds is among them. */
export function textDriver(columns: LotColumns, text: TextMasks, textFull: number): Driver {
  let best: { postings: Postings; ranges: number[] }[] = [];
  let bestSize = Infinity;
  for (let bit = 0; 1 << bit <= textFull; bit++) {
    let size = 0;
    const parts = TEXT_PARTS.map((part) => {
      const postings = columns.postings(`text:${part}`, columns.text[part], columns.textValues[part].size);
      const picked = pickSlots(postings, (c) => (text[part][c]! & (1 << bit)) !== 0);
      size += picked.size;
      return { postings, ranges: picked.ranges };
    });
    if (size < bestSize) [best, bestSize] = [parts, size];
  }
  const slots = union([best], columns.size);
  return { slots, spans: [0, slots.length], size: slots.length, group: -1 };
}

/** Every lot (a search with range filters only). */
export function everyLot(columns: LotColumns): Driver {
  return { slots: columns.everySlot(), spans: [0, columns.size], size: columns.size, group: -1 };
}

/** The slots of the codes `wanted` picks, from a column's postings, and how many there are. */
function pickSlots(
  postings: Postings,
  wanted: (code: number) => boolean,
): { ranges: number[]; size: number } {
  const ranges: number[] = [];
  let size = 0;
  for (let c = 0; c + 1 < postings.offsets.length; c++) {
    if (!wanted(c)) continue;
    const from = postings.offsets[c]!;
    const to = postings.offsets[c + 1]!;
    if (to > from) {
      ranges.push(c);
      size += to - from;
    }
  }
  return { ranges, size };
}

/** The slots of every range of every source, each once. */
function union(sources: { postings: Postings; ranges: number[] }[][], size: number): Int32Array {
  const seen = new Uint8Array(size);
  const out = new Int32Array(size);
  let count = 0;
  for (const parts of sources) {
    for (const { postings, ranges } of parts) {
      for (const c of ranges) {
        for (let k = postings.offsets[c]!; k < postings.offsets[c + 1]!; k++) {
          const i = postings.slots[k]!;
          if (seen[i] === 0) {
            seen[i] = 1;
            out[count++] = i;
          }
        }
      }
    }
  }
  return out.subarray(0, count);
}
