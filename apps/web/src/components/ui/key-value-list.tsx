import type { ReactNode } from 'react';
import './key-value-list.css';

export interface KeyValueRow {
  label: string;
  value: ReactNode;
  /** marked (an audit's changed fields) */
  highlight?: boolean;
  /** after the label, e.g. a 已修改 tag */
  badge?: ReactNode;
}

/** Label on the left, value right-aligned and wrapping; a card with an optional title. */
export function KeyValueList({ title, rows, className }: { title?: string; rows: KeyValueRow[]; className?: string }) {
  return (
    <section className={className ? `section kv-list ${className}` : 'section kv-list'}>
      {title && <h3 className="kv-title">{title}</h3>}
      <dl>
        {rows.map((r) => (
          <div key={r.label} className={r.highlight ? 'kv-row is-highlight' : 'kv-row'}>
            <dt>
              {r.label}
              {r.badge}
            </dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
