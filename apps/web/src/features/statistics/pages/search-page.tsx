import { useParams } from 'react-router';
import { RequireBusiness } from '../../../components/ui/require-business';
import { SearchHistoryPanel } from '../../../components/ui/search-history';
import { isItemType, ITEM_TYPE_NAMES, RANK_NAMES, type SearchType } from '../components/efficiency-paths';
import { RankList, type RankSubject } from '../components/rank-lists';
import { useStatsRange } from '../hooks/use-stats-range';

const subjectOf = (type: SearchType): RankSubject =>
  isItemType(type) ? { kind: 'item', type } : { kind: type === 'spread' ? 'spread' : 'channel' };
const nameOf = (type: SearchType): string => (isItemType(type) ? ITEM_TYPE_NAMES[type] : RANK_NAMES[type]);

function Search({ type }: { type: SearchType }) {
  const { range, issue } = useStatsRange();
  const what = nameOf(type);
  return (
    <SearchHistoryPanel
      historyKey={`efficiency-search-${type}`}
      placeholder={`搜索${what}名称`}
      emptyText={`输入${what}名称搜索效能数据`}
      renderResults={(keyword, remember) =>
        issue ? null : (
          <RankList
            subject={subjectOf(type)}
            range={range}
            search={keyword}
            viewNow={isItemType(type)}
            onOpen={remember}
          />
        )
      }
    />
  );
}

/**
 * /efficiency/search/{ticket|coupon|invitation|spread|channel}: spec 5's search popup (500 ms, history of 10 showing 5
 * before 更多) over the ranked items, promoters or channels in the range; an item result has 立即查看.
 */
export default function EfficiencySearchPage() {
  const { type } = useParams();
  const known = isItemType(type) || type === 'spread' || type === 'channel';
  return <RequireBusiness>{known && <Search key={type} type={type as SearchType} />}</RequireBusiness>;
}
