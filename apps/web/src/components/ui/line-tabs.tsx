import type { KeyboardEvent } from 'react';
import styles from './line-tabs.module.css';

export interface LineTab<K extends string | number> {
  key: K;
  title: string;
}

/**
 * A row of text tabs with a line under the chosen one, for a list's filter (no panels): antd-mobile's Tabs header
 * drawn by CSS alone. antd's Tabs measures its tab bar in a layout effect (a forced layout of the whole new page as
 * it first appears: 110 ms of the 活动 tab's cold load at 4× CPU) and animates its line with react-spring.
 * A tab list (arrow keys, Home and End move the choice), each tab a button.
 */
export function LineTabs<K extends string | number>({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: readonly LineTab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** what the tabs choose, for screen readers */
  label: string;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.key === active);
    const to =
      e.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    onChange(tabs[to]!.key);
    (e.currentTarget.children[to] as HTMLElement | undefined)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === active}
          tabIndex={t.key === active ? 0 : -1}
          className={styles.tab}
          onClick={(e) => {
            onChange(t.key);
            // a tab cut off at the edge (large text) comes fully into view, as antd's did
            e.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
          }}
        >
          {t.title}
        </button>
      ))}
    </div>
  );
}
