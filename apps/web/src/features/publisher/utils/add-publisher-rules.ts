import { normalizeMobile } from '@kc/shared';

export type AddPublisherValues = { mobile: string; quota: string };
export type AddPublisherErrors = Partial<Record<keyof AddPublisherValues, string>>;

export const MAX_QUOTA = 100000;

/** The contract's rules in its words: a mainland mobile, a whole quota from 1. */
export const checkAddPublisher = (v: AddPublisherValues): AddPublisherErrors => {
  const errors: AddPublisherErrors = {};
  const mobile = v.mobile.trim();
  if (!mobile) errors.mobile = '请输入手机号';
  else if (!normalizeMobile(mobile)) errors.mobile = '请输入正确的手机号';
  const quota = v.quota.trim();
  if (!quota) errors.quota = '请输入发放额度';
  else if (!/^\d+$/.test(quota)) errors.quota = '额度须为整数';
  else if (Number(quota) < 1) errors.quota = '额度至少为1';
  else if (Number(quota) > MAX_QUOTA) errors.quota = '额度过大';
  return errors;
};
