import type { ParsedMobiles } from '../../lib/issuing/parse-mobiles';
import styles from './parsed-mobiles-summary.module.css';

export interface ParsedMobilesSummaryProps {
  parsed: ParsedMobiles;
  /** why the input cannot be sent yet, shown once something is entered */
  blocker: string | null;
}

function Problems({ label, tone, items, note }: { label: string; tone?: string; items: string[]; note: string }) {
  if (items.length === 0) return null;
  return (
    <div className={tone} role="group" aria-label={label}>
      <span className={styles.label}>
        {label} {items.length}
        <small>{note}</small>
      </span>
      <ul className={styles.chips}>
        {items.map((raw, i) => (
          <li key={`${raw}-${i}`}>{raw}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What the typed mobiles hold, live (publisher and distribute issue to them): the count to send, invalid numbers
 * (号码有误) and repeats (重复), and why it cannot be sent yet once something is typed.
 */
export function ParsedMobilesSummary({ parsed, blocker }: ParsedMobilesSummaryProps) {
  return (
    <div className={styles.summary} aria-live="polite">
      <p className={styles.count} data-testid="parsed-count">
        共 <b>{parsed.mobiles.length}</b> 个号码
      </p>
      <Problems label="号码有误" tone={styles.invalid} items={parsed.invalid} note="不会发放" />
      <Problems label="重复" tone={styles.duplicate} items={parsed.duplicates} note="只发一次" />
      {blocker && parsed.entries.length > 0 && <p className={styles.blocker}>{blocker}</p>}
    </div>
  );
}
