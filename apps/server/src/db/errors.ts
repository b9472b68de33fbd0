/**
 * Drizzle wraps driver errors (pg and PGlite alike) in `cause`; a unique violation is SQLSTATE
 * 23505. Races are settled by unique indexes, so services catch this and answer 409.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return hasSqlState(err, '23505', constraint);
}

/**
 * A row still pointed at by another, where history must keep it: SQLSTATE 23001 for a reference
 * declared `onDelete: 'restrict'` (a kit an exchange or an auction names), 23503 for one left at the
 * default (no action).
 */
export function isReferencedRowViolation(err: unknown, constraint?: string): boolean {
  return hasSqlState(err, '23001', constraint) || hasSqlState(err, '23503', constraint);
}

function hasSqlState(err: unknown, state: string, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== state) continue;
    if (!constraint) return true;
    // PGlite does not always fill `constraint`; its message names the index
    return name === constraint || (typeof message === 'string' && message.includes(constraint));
  }
  return false;
}
