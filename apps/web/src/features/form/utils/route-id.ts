/** A positive integer route parameter, or null. */
export const positiveId = (v: string | undefined): number | null => (v && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : null);
