import { Button, Toast } from 'antd-mobile';
import { useParams } from 'react-router';
import { formatDate, type LotteryDetail } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { useEnterLottery } from '../api/lottery-enter';
import { useLotteryShow } from '../api/lottery-show';
import { PrizeList } from '../components/prize-list';
import { VerifySection } from '../components/verify-section';
import { WinnerList } from '../components/winner-list';
import styles from '../components/lottery.module.css';

/** My part: the result once entered, else the 参与抽奖 button with the server's word on eligibility. */
function MyEntry({ lottery }: { lottery: LotteryDetail }) {
  const enter = useEnterLottery(lottery.id);
  const me = lottery.me;
  const join = () =>
    enter.mutate(undefined, {
      onSuccess: (r) => Toast.show({ content: `参与成功，你的参与号为 ${r.entry_no}` }),
      onError: showError,
    });
  if (me.entered)
    return (
      <div className={styles.me} data-testid="lottery-me">
        <div className={me.result === 'won' ? styles.resultWon : undefined}>
          {me.result === 'won' ? `恭喜中奖：${me.prize_name}` : me.result_label}
        </div>
        <p>你的参与号 {me.entry_no}</p>
      </div>
    );
  return (
    <div className={styles.me} data-testid="lottery-me">
      {me.reason && <p>{me.reason}</p>}
      <Button block color="danger" disabled={!me.can_enter} loading={enter.isPending} onClick={join}>
        参与抽奖
      </Button>
    </div>
  );
}

/**
 * /little-action/lottery/show/:id (抽奖详情): the published rules — prizes with value, stock and odds, conditions,
 * draw time and method, rules — the caller's entry and result, the winners, and 验证结果 to recompute the draw.
 */
export default function LotteryShowPage() {
  const id = Number(useParams().id);
  const q = useLotteryShow(id);
  if (q.isPending) return <PageLoading />;
  if (q.isError)
    return (
      <div className="page">
        <PageHeader />
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      </div>
    );
  const l = q.data;
  return (
    <div className="page">
      <PageHeader />
      <div className={styles.hero}>
        <h2>{l.title}</h2>
        <p>
          {l.project_name} · {l.state_label}
        </p>
        <p>开奖时间 {formatDate(l.draw_at, 'y.m.d h:i')}</p>
        <p>已有 {l.entrant_count} 人参与</p>
      </div>
      <MyEntry lottery={l} />
      <PrizeList prizes={l.prizes} />
      <section className={styles.section} aria-labelledby="lottery-conditions">
        <h3 id="lottery-conditions">参与条件</h3>
        <ul className={styles.list}>
          {l.conditions.labels.map((c) => (
            <li key={c}>{c}</li>
          ))}
          <li>每人限参与一次</li>
        </ul>
        <h3>开奖方式</h3>
        <p className={styles.rules}>
          {l.method}，{formatDate(l.draw_at, 'y.m.d h:i')} 起由主办方在现场大屏开奖。
        </p>
      </section>
      <WinnerList winners={l.winners} />
      <section className={styles.section} aria-labelledby="lottery-rules">
        <h3 id="lottery-rules">活动规则</h3>
        <p className={styles.rules}>{l.rules}</p>
        <p className={styles.meta}>主办方：{l.business_name}。奖品、条件、开奖时间和方式发布后不再更改。</p>
      </section>
      <VerifySection lottery={l} />
    </div>
  );
}
