import { ChevronRightIcon } from '../../../components/ui/icons';
import { CardLink, cardProps } from '../../../components/ui/card-link';
import { cx } from '../../../components/ui/cx';
import type { CheckerItem } from '../api/checker-items';
import styles from './checker-item-card.module.css';
import ui from './verify.module.css';

const TYPE_NAMES: Record<number, string> = { 1: '门票', 2: '卡券', 3: '邀请函' };
export const itemKindLabel = (item: Pick<CheckerItem, 'product_type' | 'is_cert'>) =>
  item.is_cert ? '证件' : (TYPE_NAMES[item.product_type] ?? '票券');

/** An item's kind tag and name (the item I check, on its card and its page). */
export const CheckerItemName = ({
  item,
  onOpen,
}: {
  item: Pick<CheckerItem, 'product_type' | 'is_cert' | 'name'>;
  /** on a card: the name is its link */
  onOpen?: () => void;
}) => (
  <>
    <span className={ui.kind}>{itemKindLabel(item)}</span>
    <strong className={styles.name}>
      <CardLink onOpen={onOpen}>{item.name}</CardLink>
    </strong>
  </>
);

/** An item I check: its business and validity, my points there with today's write-offs; tap to open it. */
export function CheckerItemCard({ item, onOpen }: { item: CheckerItem; onOpen: () => void }) {
  const today = item.points.reduce((n, p) => n + p.today, 0);
  return (
    <article className={cx(ui.card, ui.link)} {...cardProps(onOpen, item.name)}>
      <header className={styles.head}>
        <CheckerItemName item={item} onOpen={onOpen} />
        <ChevronRightIcon className={ui.chevron} />
      </header>
      <p className={ui.sub}>
        {item.business_name}
        {item.project_name ? ` · ${item.project_name}` : ''}
      </p>
      {item.date_string && <p className={ui.sub}>有效期 {item.date_string}</p>}
      <ul className={styles.points}>
        {item.points.map((p) => (
          <li key={p.id}>
            <span>{p.point_name}</span>
            <span>
              今日核销 <b>{p.today}</b>
            </span>
          </li>
        ))}
      </ul>
      {item.points.length > 1 && (
        <p className={styles.total}>
          今日合计 <b>{today}</b>
        </p>
      )}
    </article>
  );
}
