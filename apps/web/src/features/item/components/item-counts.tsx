import type { Item } from '@kc/shared';

/** 已发放, 已赠送, 已核销 and 剩余. */
export function ItemCounts({ counts }: { counts: Item['counts'] }) {
  const cells = [
    { label: '已发放', value: counts.issued },
    { label: '已赠送', value: counts.given },
    { label: '已核销', value: counts.written_off },
    { label: '剩余', value: counts.remaining },
  ];
  return (
    <div className="section item-counts">
      {cells.map((c) => (
        <div key={c.label} className="item-count">
          <strong>{c.value}</strong>
          <span>{c.label}</span>
        </div>
      ))}
    </div>
  );
}
