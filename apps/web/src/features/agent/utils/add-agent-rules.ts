import { normalizeMobile } from '@kc/shared';

/** The contract's rule in its words: a mainland mobile (86 / +86 and spaces allowed); null when it is fine. */
export const checkAgentMobile = (value: string): string | null => {
  const mobile = value.trim();
  if (!mobile) return '请输入手机号';
  if (!normalizeMobile(mobile)) return '请输入正确的手机号';
  return null;
};
