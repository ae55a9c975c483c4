import { Toast } from 'antd-mobile';
import { useState } from 'react';

/** Kept for the visit, so switching between the login screens keeps the tick (never stored beyond the tab). */
const CONSENT_KEY = 'login-consent';
export const CONSENT_REQUIRED = '请先阅读并同意《用户协议》和《隐私政策》';

/** The 《用户协议》《隐私政策》 consent of the login screens: unticked at first; `ensure` before logging in. */
export function useConsent() {
  const [agreed, setAgreedState] = useState(() => sessionStorage.getItem(CONSENT_KEY) === '1');
  const setAgreed = (v: boolean) => {
    setAgreedState(v);
    if (v) sessionStorage.setItem(CONSENT_KEY, '1');
    else sessionStorage.removeItem(CONSENT_KEY);
  };
  /** true when ticked; otherwise says what is missing */
  const ensure = (): boolean => {
    if (!agreed) Toast.show({ content: CONSENT_REQUIRED });
    return agreed;
  };
  return { agreed, setAgreed, ensure };
}
