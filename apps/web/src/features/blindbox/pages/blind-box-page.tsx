import { Link, useSearchParams } from 'react-router';
import { BLIND_BOX_MINOR_NOTICE, formatYuan } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { useBoxInfo } from '../api/box-info';
import { BuyPanel } from '../components/buy-panel';
import { PrizeList } from '../components/prize-list';
import { blindBoxPaths } from '../utils/blindbox-paths';
import styles from './blind-box-page.module.css';

const positiveId = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : undefined);

/**
 * /little-action/blind-box (?id= or the current box): the box, its price, the prizes with images, values, odds and
 * stock, today's purchases left, the rules and 未成年人须知 — all before buying; 购买 places an order paid on the order
 * payment screen. Whether the caller may buy (certification, age, guardian, cap) is the server's answer.
 */
export default function BlindBoxPage() {
  const [search] = useSearchParams();
  const q = useBoxInfo(positiveId(search.get('id')));

  const body = () => {
    if (q.isPending) return <PageLoading />;
    if (!q.data) return <LoadError error={q.error ?? new Error('盲盒不存在')} onRetry={() => void q.refetch()} />;
    const { box, mine } = q.data;
    return (
      <>
        <section className={styles.hero} aria-label={box.title}>
          {box.cover && <img className={styles.cover} src={box.cover} alt={`${box.title}封面`} />}
          <div className={styles.heroText}>
            <h2 className={styles.title}>{box.title}</h2>
            <div className={styles.sub}>{[box.project_name, box.business_name].filter(Boolean).join(' · ')}</div>
            <div className={styles.price}>
              ¥<strong>{formatYuan(box.price)}</strong> / 个
            </div>
            <div className={styles.sub}>
              {box.remaining > 0 ? `剩余 ${box.remaining} 个` : '已售罄'} · 每人每日限购 {box.daily_cap} 个
            </div>
          </div>
        </section>
        <section className={styles.section}>
          <h3 className={styles.heading}>奖品与概率</h3>
          <p className={styles.tip}>概率为各奖品权重占当前有库存奖品总权重的比例，随库存变化实时更新。</p>
          <PrizeList prizes={box.prizes} />
        </section>
        {box.rules && (
          <section className={styles.section} aria-label="活动规则">
            <h3 className={styles.heading}>活动规则</h3>
            <p className={styles.rules}>{box.rules}</p>
          </section>
        )}
        <section className={styles.section} aria-label="未成年人须知">
          <h3 className={styles.heading}>未成年人须知</h3>
          <ul className={styles.notice}>
            {BLIND_BOX_MINOR_NOTICE.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <Link className={styles.mine} to={blindBoxPaths.success()}>
          我的盲盒
        </Link>
        <BuyPanel box={box} mine={mine} />
      </>
    );
  };

  return (
    <div className={`page has-form-actions ${styles.page}`}>
      <PageHeader />
      <div className={styles.content}>{body()}</div>
    </div>
  );
}
