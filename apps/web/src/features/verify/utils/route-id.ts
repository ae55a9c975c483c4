/** A positive integer route parameter or query value as a number (the route rule has checked the path already). */
export const positiveId = (v: string | null | undefined): number | undefined =>
  v && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : undefined;
