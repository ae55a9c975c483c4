import { Button } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatYuan, type BlindBoxOpen } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { blindBoxKeys } from '../api/blindbox-keys';
import { fetchMyOpens } from '../api/my-opens';
import { useOrderResult } from '../api/order-result';
import { OpenedPrizes } from '../components/opened-prizes';
import { blindBoxPaths } from '../utils/blindbox-paths';
import styles from './blind-box-success-page.module.css';

const positiveId = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : undefined);
const when = (secs: number) =>
  new Date(secs * 1000).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/**
 * /little-action/blind-box/success?order_id=: the prizes the paid order opened (asked from the server, never the
 * cashier's redirect; while the payment notice is on its way the order is asked again), then 我的盲盒 — every box I
 * opened. Without order_id only 我的盲盒.
 */
export default function BlindBoxSuccessPage() {
  const [search] = useSearchParams();
  const orderId = positiveId(search.get('order_id'));
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={orderId ? undefined : '我的盲盒'} />
      {orderId && <OrderOpens orderId={orderId} failed={search.get('result') === 'fail'} />}
      <section className={styles.mine} aria-label="我的盲盒">
        {orderId && <h3 className={styles.heading}>我的盲盒</h3>}
        <ListView<BlindBoxOpen>
          queryKey={blindBoxKeys.mine}
          fetchPage={fetchMyOpens}
          itemKey={(o) => o.id}
          emptyText="还没有开过盲盒"
          renderItem={(o) => (
            <article className={styles.row} aria-label={o.prize_name}>
              <img className={styles.thumb} src={o.prize_image} alt={`奖品：${o.prize_name}`} loading="lazy" />
              <div className={styles.rowText}>
                <div className={styles.rowName}>{o.prize_name}</div>
                <div className={styles.rowSub}>
                  {o.box_title} · 价值 ¥{formatYuan(o.prize_value)}
                </div>
                <div className={styles.rowSub}>{when(o.opened_at)}</div>
              </div>
            </article>
          )}
        />
      </section>
    </div>
  );
}

function OrderOpens({ orderId, failed }: { orderId: number; failed: boolean }) {
  const navigate = useNavigate();
  const q = useOrderResult(orderId);
  if (q.isPending) return <PageLoading text="正在开启盲盒…" />;
  if (!q.data) return <LoadError error={q.error ?? new Error('订单不存在')} onRetry={() => void q.refetch()} />;
  const r = q.data;
  if (r.state === 'paid')
    return (
      <section className={styles.result} aria-label="开盒结果">
        <h2 className={styles.title}>恭喜！开出 {r.opens.length} 件奖品</h2>
        <OpenedPrizes opens={r.opens} />
        <p className={styles.tip}>请凭“我的盲盒”记录到展会服务台领取奖品。</p>
        <div className={styles.actions}>
          <Button color="primary" onClick={() => void navigate(blindBoxPaths.box(r.box_id))}>
            再开一个
          </Button>
        </div>
      </section>
    );
  const waiting = r.state === 'unpaid' && !failed && q.isFetching;
  return (
    <section className={styles.result} aria-label="开盒结果" role="status">
      <h2 className={styles.title}>
        {waiting ? '正在确认支付结果…' : r.state === 'unpaid' ? (failed ? '支付失败' : '订单待支付') : '订单已取消'}
      </h2>
      <div className={styles.actions}>
        {r.state === 'unpaid' && (
          <Button color="primary" onClick={() => void navigate(blindBoxPaths.payment(r.order_id))}>
            去支付
          </Button>
        )}
        <Link to={blindBoxPaths.box(r.box_id)}>返回盲盒</Link>
      </div>
    </section>
  );
}
