import { SEARCH_HISTORY_MAX } from '@kc/shared';

/** Spec 5 and 9: unique entries, newest first, at most 10. */
export const addToHistory = (list: readonly string[], text: string, max = SEARCH_HISTORY_MAX): string[] => {
  const t = text.trim();
  if (!t) return [...list];
  return [t, ...list.filter((x) => x !== t)].slice(0, max);
};

export const readHistory = (key: string, storage: Storage = localStorage): string[] => {
  try {
    const v: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(v)
      ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, SEARCH_HISTORY_MAX)
      : [];
  } catch {
    return [];
  }
};

export const writeHistory = (key: string, list: readonly string[], storage: Storage = localStorage): void => {
  if (list.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(list));
};
