import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { DEBOUNCE_POPUP_MS, SEARCH_HISTORY_MAX, SEARCH_HISTORY_SHOWN } from '@kc/shared';
import { confirmAction } from './confirm';
import { cx } from './cx';
import { useGoBack } from './use-go-back';
import { SearchField } from './search-field';
import styles from './search-history.module.css';

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

/** Search history of spec 5 in localStorage under `key`: unique entries, newest first, at most 10. */
export function useSearchHistory(key: string) {
  const [list, setList] = useState(() => readHistory(key));
  const add = useCallback(
    (text: string) => {
      const next = addToHistory(readHistory(key), text);
      writeHistory(key, next);
      setList(next);
    },
    [key],
  );
  const clear = useCallback(() => {
    writeHistory(key, []);
    setList([]);
  }, [key]);
  return { list, add, clear };
}

/** `value` once it has not changed for `ms` milliseconds. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface SearchHistoryPanelProps {
  /** localStorage key of this search's history */
  historyKey: string;
  placeholder: string;
  /** the results of a non-empty keyword; `remember` keeps the keyword in the history */
  renderResults: (keyword: string, remember: () => void) => ReactNode;
  /** shown while the text is empty and there is no history */
  emptyText?: string;
}

/**
 * The search popup of spec 5: the text
 * searches 500 ms after the last keystroke (at once on 搜索 or a history entry), an empty text searches nothing and
 * shows the history: unique entries, newest first, at most 10, 5 shown before 更多, 清空 with a confirmation.
 */
export function SearchHistoryPanel({
  historyKey,
  placeholder,
  renderResults,
  emptyText = '输入名称搜索',
}: SearchHistoryPanelProps) {
  const back = useGoBack();
  const history = useSearchHistory(historyKey);
  const [text, setText] = useState('');
  const [now, setNow] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const debounced = useDebouncedValue(text.trim(), DEBOUNCE_POPUP_MS);
  const keyword = text.trim() === '' ? '' : (now ?? debounced);

  const searchNow = (value: string) => {
    const v = value.trim();
    setText(value);
    setNow(v);
    if (v) history.add(v);
  };
  const clear = async () => {
    if (await confirmAction('确定清空搜索历史？')) history.clear();
  };
  const shown = showAll ? history.list : history.list.slice(0, SEARCH_HISTORY_SHOWN);

  return (
    <div className={cx('page', styles.page)}>
      <div className={styles.bar}>
        <SearchField
          label={placeholder}
          placeholder={placeholder}
          value={text}
          autoFocus
          showCancelButton
          cancelText="取消"
          onCancel={back}
          onChange={(v) => {
            setText(v);
            setNow(null);
          }}
          onSearch={searchNow}
          onClear={() => setNow(null)}
        />
      </div>
      {keyword ? (
        renderResults(keyword, () => history.add(keyword))
      ) : history.list.length > 0 ? (
        <section className={styles.history} aria-label="搜索历史">
          <div className={styles.head}>
            <span>搜索历史</span>
            <button type="button" onClick={() => void clear()}>
              清空
            </button>
          </div>
          <div className={styles.chips}>
            {shown.map((h) => (
              <button key={h} type="button" className={styles.chip} onClick={() => searchNow(h)}>
                {h}
              </button>
            ))}
          </div>
          {!showAll && history.list.length > SEARCH_HISTORY_SHOWN && (
            <button type="button" className={styles.more} onClick={() => setShowAll(true)}>
              更多
            </button>
          )}
        </section>
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}
    </div>
  );
}
