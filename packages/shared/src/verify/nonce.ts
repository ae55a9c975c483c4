/**
 * A write-off's request number (`nonce`): the server keeps the first answer per caller and nonce, so sending the
 * same one again replays that answer instead of writing off twice (docs/verification.md). The contract checks it
 * with this pattern; the web makes them with `newNonce`.
 */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** 32 random hex characters (crypto.getRandomValues works outside secure contexts too); a time-based one without it. */
export const newNonce = (): string => {
  const c = globalThis.crypto;
  if (typeof c?.getRandomValues === 'function') {
    const bytes = c.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
};
