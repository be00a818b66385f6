/**
 * Set by server.ts (any incoming value is removed first) when a page request names nothing we serve: an unknown lot,
 * make, state or FAQ topic. Middleware then renders the fallback page with 404, as it does for unknown paths (the
 * console's own 404 and 403 pages for a console path).
 */
export const PAGE_GATE_HEADER = 'x-salvage-page-gate';
export const PAGE_GATE_NOT_FOUND = 'not-found';
/** The console's page refuses the visitor: middleware renders the console's not-allowed page with 403. */
export const PAGE_GATE_FORBIDDEN = 'forbidden';
