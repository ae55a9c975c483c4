/** Route parameters and query values as numbers (the route table's rules have checked paths already). */

/** A positive integer route parameter as a number; undefined for anything else. */
export const positiveId = (v: string | null | undefined): number | undefined =>
  v && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : undefined;

/** A non-negative integer route parameter ("0" included) as a number; undefined for anything else. */
export const nonNegativeId = (v: string | null | undefined): number | undefined => (v === '0' ? 0 : positiveId(v));

/** A comma list of positive integers (`ids=3,4`), unknown parts skipped, duplicates dropped. */
export const idList = (v: string | null | undefined): number[] => [
  ...new Set(
    (v ?? '')
      .split(',')
      .map((s) => positiveId(s.trim()))
      .filter((n): n is number => n !== undefined),
  ),
];
