/** Photo-gallery navigation: wrapping steps, the keys it answers and what counts as a swipe. Pure. */

export type GalleryAction = 'previous' | 'next' | 'first' | 'last' | 'close';

/** The index `delta` photos away, wrapping around at both ends. */
export function stepIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}

/**
 * The action of a key (KeyboardEvent.key), or null. Arrow keys follow the reading direction: in a right-to-left page
 * the left arrow moves on.
 */
export function galleryKeyAction(key: string, rtl = false): GalleryAction | null {
  switch (key) {
    case 'ArrowRight':
      return rtl ? 'previous' : 'next';
    case 'ArrowLeft':
      return rtl ? 'next' : 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Escape':
      return 'close';
    default:
      return null;
  }
}

/** Shortest horizontal move (CSS pixels) that counts as a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * The step of a pointer move from press to release: a mostly horizontal move of at least SWIPE_MIN_PX; dragging the
 * photo to the left shows the next one (to the right in a right-to-left page). 0 for taps and vertical scrolls.
 */
export function swipeStep(dx: number, dy: number, rtl = false): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  const forward = rtl ? dx > 0 : dx < 0;
  return forward ? 1 : -1;
}
