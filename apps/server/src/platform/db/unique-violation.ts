/**
 * True when the error is PostgreSQL's unique_violation (23505), on `constraint` when one is named.
 * Drizzle wraps the driver's error (the PostgreSQL one is a `cause`), so the chain is walked.
 * PGlite may leave out the constraint's name: then any unique violation counts.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: string; constraint?: string };
    if (pg.code === '23505') return !constraint || (pg.constraint ?? constraint) === constraint;
  }
  return false;
}
