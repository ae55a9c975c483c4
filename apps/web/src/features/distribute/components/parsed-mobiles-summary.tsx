import type { ParsedMobiles } from '../../../lib/issuing/parse-mobiles';

function Problems({ label, kind, items, note }: { label: string; kind: string; items: string[]; note: string }) {
  if (items.length === 0) return null;
  return (
    <div className={`parsed-problems is-${kind}`} role="group" aria-label={label}>
      <span className="parsed-label">
        {label} {items.length}
        <small>{note}</small>
      </span>
      <ul className="parsed-chips">
        {items.map((raw, i) => (
          <li key={`${raw}-${i}`}>{raw}</li>
        ))}
      </ul>
    </div>
  );
}

/** The count to send, 号码有误 and 重复 entries, and why it cannot be sent yet (once something is typed). */
export function ParsedMobilesSummary({ parsed, blocker }: { parsed: ParsedMobiles; blocker: string | null }) {
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
