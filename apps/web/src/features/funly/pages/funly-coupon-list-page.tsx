import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { formatYuan } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { positiveId } from '../../../lib/routing/route-id';
import { useFunlyShow } from '../api/funly-show';
import styles from '../components/public.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/**
 * /funly/couponList?id=: the event's tickets (each opens its buy screen) and coupons (handed out with a place on
 * the event; there is no separate claim screen).
 */
export default function FunlyCouponListPage() {
  const navigate = useNavigate();
  const id = positiveId(useSearchParams()[0].get('id'));
  const q = useFunlyShow(id);
  const body = () => {
    if (!id) return <ErrorBlock status="empty" title="活动不存在" description="链接有误，请返回后重试" />;
    if (q.isPending) return <PageLoading />;
    if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
    const list = q.data.relations;
    if (list.length === 0) return <div className="list-status">暂无票券</div>;
    return list.map((r) => (
      <div key={r.id} className={styles.row}>
        <div className={styles.rowBody}>
          <p className={styles.rowTitle}>{r.name}</p>
          <p className={styles.muted}>
            {r.product_type === 1 ? '门票' : '卡券'}
            {r.par_value > r.sell_value ? ` · 面值¥${formatYuan(r.par_value)}` : ''} · 剩余{Math.max(0, r.left)}
          </p>
          {r.product_type !== 1 && <p className={styles.muted}>报名成功后随入场凭证发放</p>}
        </div>
        {r.product_type === 1 ? (
          <div>
            <p className={styles.price}>{r.sell_value > 0 ? `¥${formatYuan(r.sell_value)}` : '免费'}</p>
            <Button
              size="small"
              color="primary"
              disabled={r.left <= 0}
              aria-label={`购买${r.name}`}
              onClick={() => void navigate(`/exhibition/ticket/buy?id=${r.id}`)}
            >
              {r.left <= 0 ? '已售罄' : '购买'}
            </Button>
          </div>
        ) : (
          <span className={styles.price}>{r.sell_value > 0 ? `¥${formatYuan(r.sell_value)}` : '赠送'}</span>
        )}
      </div>
    ));
  };
  return (
    <div className="page">
      <PageHeader />
      {body()}
    </div>
  );
}
