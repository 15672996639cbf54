// Recognising PostgreSQL errors that the services turn into refusals (the same codes from
// PostgreSQL and PGlite; drizzle wraps them, so the cause chain is searched).

/** The constraint a unique violation (23505) broke ('' when unnamed), or undefined for others. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const details = current as Error & { code?: string; constraint?: string };
    if (details.code === '23505') return details.constraint ?? '';
  }
  return undefined;
}
