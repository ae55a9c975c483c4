/** The union-marketing screens. */
export const unionPaths = {
  center: '/union-marketing/center',
  apply: (campaignId: number) => `/union-marketing/apply-form/${campaignId}`,
  myApply: (campaignId: number) => `/union-marketing/my/apply/${campaignId}`,
  myReview: (campaignId: number) => `/union-marketing/my/review/${campaignId}`,
  audit: '/union-marketing/audit',
};

/** A route id that is a positive integer, else null. */
export const positiveId = (raw: string | undefined): number | null => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
};
