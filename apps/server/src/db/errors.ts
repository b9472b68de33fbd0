/**
 * Drizzle wraps driver errors (pg and PGlite alike) in `cause`; a unique violation is SQLSTATE
 * 23505. Races are settled by unique indexes, so services catch this and answer 409.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    if (!constraint) return true;
    // PGlite does not always fill `constraint`; its message names the index
    return name === constraint || (typeof message === 'string' && message.includes(constraint));
  }
  return false;
}
