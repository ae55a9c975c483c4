import { ChevronRightIcon } from '../../../components/ui/icons';
import type { CheckerItem } from '../api/checker-items';

const TYPE_NAMES: Record<number, string> = { 1: '门票', 2: '卡券', 3: '邀请函' };
export const itemKindLabel = (item: Pick<CheckerItem, 'product_type' | 'is_cert'>) =>
  item.is_cert ? '证件' : (TYPE_NAMES[item.product_type] ?? '票券');

/** An item I check: its business and validity, my points there with today's write-offs; tap to open it. */
export function CheckerItemCard({ item, onOpen }: { item: CheckerItem; onOpen: () => void }) {
  const today = item.points.reduce((n, p) => n + p.today, 0);
  return (
    <article className="verify-card is-link checker-item" role="link" aria-label={item.name} onClick={onOpen}>
      <header className="checker-item-head">
        <span className="verify-kind">{itemKindLabel(item)}</span>
        <strong className="checker-item-name">{item.name}</strong>
        <ChevronRightIcon className="verify-chevron" />
      </header>
      <p className="verify-sub">
        {item.business_name}
        {item.project_name ? ` · ${item.project_name}` : ''}
      </p>
      {item.date_string && <p className="verify-sub">有效期 {item.date_string}</p>}
      <ul className="checker-item-points">
        {item.points.map((p) => (
          <li key={p.id}>
            <span className="checker-point-name">{p.point_name}</span>
            <span className="checker-point-today">
              今日核销 <b>{p.today}</b>
            </span>
          </li>
        ))}
      </ul>
      {item.points.length > 1 && (
        <p className="checker-item-total">
          今日合计 <b>{today}</b>
        </p>
      )}
    </article>
  );
}
