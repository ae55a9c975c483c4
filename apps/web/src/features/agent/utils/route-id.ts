/** A positive integer route parameter as a number; undefined for anything else (the cert routes have no rule). */
export const positiveId = (v: string | null | undefined): number | undefined =>
  v && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : undefined;
