import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { formatYuan, type BlindBoxSummary, type FunlyCard } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { OrderShell } from '../components/order-shell';
import { SaleCard } from '../components/sale-card';
import { useOnSaleGroups, type ExhibitionGroup } from '../hooks/use-on-sale-groups';
import { orderPaths } from '../utils/order-paths';
import styles from './buy-tab-page.module.css';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';

const boxPath = (id: number) => `/little-action/blind-box?id=${id}`;
const eventPath = (id: number) => `/funly/show?id=${id}`;
const day = (secs: number | null) =>
  secs ? new Date(secs * 1000).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' }) : '';

/**
 * The 购票 home tab (/buy): what is on sale now, grouped — each exhibition with its paid tickets and blind boxes,
 * then the events' paid tickets; each entry leads to its buy screen. Pull to refresh; loading, empty and error
 * states. /exhibition/ticket stays the full, paged ticket list.
 */
export default function BuyTabPage() {
  const s = useOnSaleGroups();
  const body = () => {
    if (s.isPending) return <PageLoading />;
    if (s.error) return <LoadError error={s.error} onRetry={() => void s.refetch()} />;
    if (s.empty) return <p className={styles.empty}>暂无在售的门票、活动或盲盒</p>;
    return (
      <>
        {s.partialError && (
          <p className={styles.partial} role="alert">
            部分内容加载失败，下拉可重新加载
          </p>
        )}
        {s.exhibitions.map((g) => (
          <Exhibition key={g.key} group={g} />
        ))}
        {s.events.length > 0 && (
          <section className={styles.group} aria-label="活动门票">
            <h2 className={styles.groupTitle}>活动门票</h2>
            {s.events.map((e) => (
              <EventCard key={e.id} event={e} />
            ))}
          </section>
        )}
        <Link className={styles.all} to={orderPaths.sale()}>
          查看全部门票
        </Link>
      </>
    );
  };
  return (
    <OrderShell>
      <PullToRefresh onRefresh={async () => void (await s.refetch())}>
        <div className={styles.content}>{body()}</div>
      </PullToRefresh>
    </OrderShell>
  );
}

function Exhibition({ group }: { group: ExhibitionGroup }) {
  const navigate = useNavigate();
  return (
    <section className={styles.group} aria-label={group.title}>
      <h2 className={styles.groupTitle}>{group.title}</h2>
      {group.tickets.map((item) => (
        <SaleCard
          key={item.item_id}
          item={item}
          to={orderPaths.buy(item.item_id)}
          action={
            <Button
              size="small"
              color="primary"
              disabled={item.remaining <= 0}
              onClick={() => void navigate(orderPaths.buy(item.item_id))}
            >
              购买
            </Button>
          }
        />
      ))}
      {group.boxes.map((b) => (
        <BoxCard key={b.id} box={b} />
      ))}
    </section>
  );
}

function BoxCard({ box }: { box: BlindBoxSummary }) {
  return (
    <article className={styles.card} aria-label={box.title}>
      <Link className={styles.cardLink} to={boxPath(box.id)}>
        {box.cover ? (
          <img className={styles.thumb} src={box.cover} alt={`${box.title}封面`} />
        ) : (
          <span className={styles.badge}>盲盒</span>
        )}
        <span className={styles.cardText}>
          <span className={styles.cardTitle}>
            <span className={styles.tag}>盲盒</span>
            {box.title}
          </span>
          <span className={styles.cardSub}>
            {box.remaining > 0 ? `剩余 ${box.remaining} 个` : '已售罄'} · 每日限购 {box.daily_cap} 个
          </span>
          <span className={styles.price}>¥{formatYuan(box.price)}</span>
        </span>
        <span className={styles.go}>去开盒</span>
      </Link>
    </article>
  );
}

function EventCard({ event }: { event: FunlyCard }) {
  return (
    <article className={styles.card} aria-label={event.title}>
      <Link className={styles.cardLink} to={eventPath(event.id)}>
        {event.cover ? (
          <img className={styles.thumb} src={event.cover} alt={`${event.title}封面`} />
        ) : (
          <span className={styles.badge}>活动</span>
        )}
        <span className={styles.cardText}>
          <span className={styles.cardTitle}>
            <span className={styles.tag}>活动</span>
            {event.title}
          </span>
          <span className={styles.cardSub}>{[day(event.start_time), event.place].filter(Boolean).join(' · ')}</span>
          <span className={styles.price}>¥{formatYuan(event.price)} 起</span>
        </span>
        <span className={styles.go}>去报名</span>
      </Link>
    </article>
  );
}
