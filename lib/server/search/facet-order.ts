import 'server-only';

/** The order of a group's facet options: most lots first, then by key, make and name (so ties never depend on scans). */
export function compareFacetOptions(
  x: { key: string; cnt: number; name?: string; make?: string },
  y: { key: string; cnt: number; name?: string; make?: string },
): number {
  return (
    y.cnt - x.cnt ||
    x.key.localeCompare(y.key) ||
    (x.make ?? '').localeCompare(y.make ?? '') ||
    (x.name ?? '').localeCompare(y.name ?? '')
  );
}
