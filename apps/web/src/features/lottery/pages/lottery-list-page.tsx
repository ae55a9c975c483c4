import type { LotterySummary } from '@kc/shared';
import { Link } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchLotteryList } from '../api/lottery-list';
import { lotteryKeys } from '../api/lottery-keys';
import { LotteryCard } from '../components/lottery-card';
import { lotteryPaths } from '../components/lottery-paths';

/** /little-action/lottery/list (抽奖活动): open lotteries first, then those drawn; pull to refresh, infinite scroll. */
export default function LotteryListPage() {
  return (
    <div className="page">
      <PageHeader right={<Link to={lotteryPaths.my}>我的抽奖</Link>} />
      <ListView<LotterySummary>
        queryKey={lotteryKeys.list}
        fetchPage={fetchLotteryList}
        itemKey={(l) => l.id}
        emptyText="暂无抽奖活动"
        renderItem={(l) => <LotteryCard lottery={l} />}
      />
    </div>
  );
}
