import type { CallData, lotteryMy } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchLotteryMy } from '../api/lottery-my';
import { lotteryKeys } from '../api/lottery-keys';
import { LotteryCard } from '../components/lottery-card';
import styles from '../components/lottery.module.css';

type Entry = CallData<typeof lotteryMy>['list'][number];

/** /little-action/lottery/my (我的抽奖): my entries with their result — 待开奖, 中奖 (the prize), 未中奖. */
export default function LotteryMyPage() {
  return (
    <div className="page">
      <PageHeader />
      <ListView<Entry>
        queryKey={lotteryKeys.my}
        fetchPage={fetchLotteryMy}
        itemKey={(e) => e.id}
        emptyText="还没有参与抽奖"
        renderItem={(e) => (
          <LotteryCard
            lottery={e}
            extra={
              <p className={e.result === 'won' ? `${styles.meta} ${styles.won}` : styles.meta}>
                参与号 {e.entry_no} · {e.result === 'won' ? `中奖：${e.prize_name}` : e.result_label}
              </p>
            }
          />
        )}
      />
    </div>
  );
}
