/**
 * The age rule of blind boxes (SAMR 2023, 《盲盒经营活动规范指引（试行）》): its one home. No sale under 8; from 8 to 17
 * only with the guardian's consent; the age is read from the approved real-name certification's birth date.
 */
export const BLIND_BOX_MIN_AGE = 8;
export const ADULT_AGE = 18;

/** Full years between a birth date and a day (both YYYY-MM-DD, Asia/Shanghai). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export type AgeVerdict =
  | { kind: 'certify'; message: string }
  | { kind: 'under_age'; age: number; message: string }
  | { kind: 'minor'; age: number }
  | { kind: 'adult'; age: number };

/** What the certification allows: the verdict the purchase and the page both use. */
export function ageVerdict(cert: { state: string; birthDate: string | null } | undefined, today: string): AgeVerdict {
  if (!cert || cert.state !== 'verified' || !cert.birthDate)
    return {
      kind: 'certify',
      message:
        cert?.state === 'pending'
          ? '实名认证审核中，通过后才能购买盲盒'
          : '购买盲盒须先完成实名认证（以身份证信息确认年龄）',
    };
  const age = ageOn(cert.birthDate, today);
  if (age < BLIND_BOX_MIN_AGE)
    return { kind: 'under_age', age, message: '根据《盲盒经营活动规范指引（试行）》，不向未满8周岁的未成年人销售盲盒' };
  return age < ADULT_AGE ? { kind: 'minor', age } : { kind: 'adult', age };
}
