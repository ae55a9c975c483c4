import type { ParsedMobiles } from '../../../lib/issuing/parse-mobiles';

export interface ParsedSummaryProps {
  parsed: ParsedMobiles;
  /** why the input cannot be issued yet, shown once something is entered */
  blocker: string | null;
}

function Problems({ label, kind, items, note }: { label: string; kind: string; items: string[]; note?: string }) {
  if (items.length === 0) return null;
  return (
    <div className={`parsed-problems is-${kind}`} role="group" aria-label={label}>
      <span className="parsed-label">
        {label} {items.length}
        {note && <small>{note}</small>}
      </span>
      <ul className="parsed-chips">
        {items.map((raw, i) => (
          <li key={`${raw}-${i}`}>{raw}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the typed text holds, live: the count to issue, invalid numbers (号码有误) and repeats (重复). */
export function ParsedSummary({ parsed, blocker }: ParsedSummaryProps) {
  return (
    <div className="parsed-summary" aria-live="polite">
      <p className="parsed-count">
        共 <b>{parsed.mobiles.length}</b> 个号码
      </p>
      <Problems label="号码有误" kind="invalid" items={parsed.invalid} note="不会发放" />
      <Problems label="重复" kind="duplicate" items={parsed.duplicates} note="只发一次" />
      {blocker && parsed.entries.length > 0 && <p className="parsed-blocker">{blocker}</p>}
    </div>
  );
}
