/**
 * The errors a failure was wrapped in, outermost first: the error itself and its `cause` chain (Drizzle wraps the
 * driver's error; at most 5 deep).
 */
export function* errorChain(err: unknown): Generator<object> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    yield e;
}

/** True when the error or what caused it carries one of these codes (PostgreSQL SQLSTATE, or a socket's `E…`). */
export const hasErrorCode = (err: unknown, codes: readonly string[]): boolean => {
  for (const e of errorChain(err)) if (codes.includes(String((e as { code?: unknown }).code))) return true;
  return false;
};

/** A unique constraint refused the row (23505). */
export const isUniqueViolation = (err: unknown): boolean => hasErrorCode(err, ['23505']);

/** A deadlock (40P01) or a serialization failure (40001): the transaction was rolled back entirely; a retry may pass. */
export const isRetryable = (err: unknown): boolean => hasErrorCode(err, ['40P01', '40001']);
