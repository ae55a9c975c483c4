import { SearchBar } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { DEBOUNCE_POPUP_MS, SEARCH_HISTORY_SHOWN } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { cx } from '../../../components/ui/cx';
import { useGoBack } from '../../../components/ui/use-go-back';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useSearchHistory } from '../hooks/use-search-history';
import styles from './search-panel.module.css';

export interface SearchPanelProps {
  /** localStorage key of this search's history */
  historyKey: string;
  placeholder: string;
  /** the results of a non-empty keyword; `remember` keeps the keyword in the history */
  renderResults: (keyword: string, remember: () => void) => ReactNode;
}

/**
 * The search popup of spec 5: the text searches 500 ms after the last keystroke (at once on 搜索 or a history
 * entry), an empty text searches nothing and shows the history: unique entries, newest first, at most 10,
 * 5 shown before 更多.
 */
export function SearchPanel({ historyKey, placeholder, renderResults }: SearchPanelProps) {
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
        <SearchBar
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
        <p className={styles.empty}>输入名称搜索</p>
      )}
    </div>
  );
}
