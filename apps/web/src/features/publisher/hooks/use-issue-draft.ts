import { useState } from 'react';

const storageKey = (quotaId: number) => `kc-publisher-issue:${quotaId}`;

const read = (key: string): string => {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
};

/** The mobiles typed for a quota, kept in sessionStorage so leaving the screen and coming back loses nothing. */
export function useIssueDraft(quotaId: number) {
  const key = storageKey(quotaId);
  const [text, setText] = useState(() => read(key));
  const change = (value: string) => {
    setText(value);
    try {
      if (value) sessionStorage.setItem(key, value);
      else sessionStorage.removeItem(key);
    } catch {
      // storage full or blocked: the input still works, it is just not kept
    }
  };
  return { text, change, clear: () => change('') };
}
