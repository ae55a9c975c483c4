/** The device's clock in seconds. */
export const deviceSeconds = (): number => Math.floor(Date.now() / 1000);

/** The server's time as the device estimates it, by the offset of its last snapshot (s). */
export const serverSeconds = (clockOffset: number): number => deviceSeconds() + clockOffset;
