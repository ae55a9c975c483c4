import { getPlatform, type Environment } from '../platform';

/** Where the platform has a scanner of its own (the messaging app's); elsewhere the camera view reads codes. */
const OWN_SCANNER: ReadonlySet<Environment> = new Set(['wechat']);

/**
 * Reads one QR code: the messaging app's scanner where the platform has one; elsewhere (or when it fails)
 * a full-screen camera view decoding frames (the decoder loads only when the camera opens), which offers
 * typing the code when there is no camera. Resolves the text read, or null when the user cancelled.
 */
export async function scanCode(): Promise<string | null> {
  const platform = getPlatform();
  if (OWN_SCANNER.has(platform.env)) {
    const r = await platform.scan();
    if (r.status === 'ok') return r.data?.trim() || null;
    // cancelled or refused by the user: nothing read; a failed scanner falls back to the camera
    if (r.status !== 'fail') return null;
  }
  const { scanWithCamera } = await import('./camera-scan');
  return scanWithCamera();
}
