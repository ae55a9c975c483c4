import { getPlatform } from '../platform';

/**
 * Reads one QR code: the messaging app's or the native shell's scanner where the platform has one.
 * Resolves the text read, or null when the user cancelled or scanning is unavailable (the platform told the user).
 */
export async function scanCode(): Promise<string | null> {
  const r = await getPlatform().scan();
  return r.status === 'ok' && r.data ? r.data : null;
}
