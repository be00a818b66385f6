/** The PostgreSQL error fields we look at (node-postgres and PGlite both set them). */
interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
}

/**
 * PostgreSQL's unique_violation (23505), on the error or on the cause drizzle wraps it in; of `constraint` when given
 * (PGlite does not always name the constraint: then any unique violation counts).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    const found = e as DatabaseError;
    if (found.code === '23505') {
      return constraint === undefined || found.constraint === undefined || found.constraint === constraint;
    }
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}
