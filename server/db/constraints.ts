/** What the database's refusals mean to the code that made them. */

/** The database refused a statement for this unique constraint (node-postgres and PGlite both say so; Drizzle wraps it). */
export function violates(error: unknown, constraint: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string; constraint?: string }).code === '23505' && (cause as { constraint?: string }).constraint === constraint) return true;
  }
  return false;
}
