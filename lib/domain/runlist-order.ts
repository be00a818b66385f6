/**
 * A sale's runlist order (the console's sales, issue 24 §1): pure rules, the services in lib/server/sales apply them
 * under the sale's lock. A runlist is the sale's lots in runlist_position order (a lot without one last, then by id).
 *
 * In a scheduled sale every lot still for sale may move and the positions are made contiguous (1..n) by every change.
 * In a live sale only the lots still to come may move (the lot on the block and those already sold stay where they
 * were sold): they trade places among themselves, each place keeping its position number, so a lot never moves ahead
 * of the block. A lot that may not move (bought now, sold, on the block) keeps its place either way.
 */

export interface RunlistEntry {
  id: number;
  position: number | null;
  /** Whether the lot may change places (a scheduled sale's lots still for sale; a live sale's still to come). */
  movable: boolean;
}

/** The entries in runlist order: by position (none last), then by id. */
export function inRunlistOrder<T extends { id: number; position: number | null }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) => {
    if (a.position !== b.position) {
      if (a.position === null) return 1;
      if (b.position === null) return -1;
      return a.position - b.position;
    }
    return a.id - b.id;
  });
}

export type MoveRefusal = 'not-in-sale' | 'not-movable' | 'before-the-block';

/**
 * The runlist after moving `lotId` to `place` (1-based; past the end means last), as the ids in their new order. The
 * lot lands on the movable place nearest `place` in the direction it moves (a fixed lot in between is stepped over);
 * a place ahead of every movable one is refused (`before-the-block`) when the lot would have to move up to it.
 */
export function moveInRunlist(
  ordered: readonly RunlistEntry[],
  lotId: number,
  place: number,
): { order: number[] } | { refused: MoveRefusal } {
  const from = ordered.findIndex((entry) => entry.id === lotId);
  if (from < 0) return { refused: 'not-in-sale' };
  if (!ordered[from]!.movable) return { refused: 'not-movable' };
  const slots = ordered.flatMap((entry, index) => (entry.movable ? [index] : []));
  const target = Math.min(Math.max(place - 1, 0), ordered.length - 1);
  let slot: number;
  if (target > from) {
    slot = slots.find((index) => index >= target) ?? slots[slots.length - 1]!;
  } else if (target < from) {
    const before = slots.filter((index) => index <= target);
    if (before.length === 0) {
      if (slots[0] === from) return { refused: 'before-the-block' };
      slot = slots[0]!;
    } else slot = before[before.length - 1]!;
  } else slot = from;
  const movable = slots.map((index) => ordered[index]!.id).filter((id) => id !== lotId);
  movable.splice(slots.indexOf(slot), 0, lotId);
  let next = 0;
  return { order: ordered.map((entry) => (entry.movable ? movable[next++]! : entry.id)) };
}

/**
 * The position each lot of `order` takes. `compact`: 1..n in order (a scheduled sale). Otherwise (a live sale) each
 * place keeps the position it had in `before` (the old runlist order), so the lots that did not move keep theirs; a
 * place that had none gets the next number after the highest.
 */
export function positionsOf(
  order: readonly number[],
  before: readonly { position: number | null }[],
  compact: boolean,
): Map<number, number> {
  if (compact) return new Map(order.map((id, index) => [id, index + 1]));
  let highest = before.reduce((most, entry) => Math.max(most, entry.position ?? 0), 0);
  return new Map(order.map((id, index) => [id, before[index]?.position ?? ++highest]));
}
