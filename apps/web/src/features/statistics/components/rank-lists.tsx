import { useNavigate } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import type { DayRange } from '../../../components/ui/date-range-bar';
import {
  fetchChannelRanks,
  fetchItemRanks,
  fetchProjectRanks,
  fetchPromoterRanks,
  type ChannelRank,
  type ItemRank,
  type ProjectRank,
  type PromoterRank,
  type RankFilter,
} from '../api/statistics-lists';
import { statisticsKeys } from '../api/statistics-keys';
import { efficiencyPaths, ITEM_TYPES, type ItemType, type RankKind } from './efficiency-paths';
import { RankRow } from './rank-row';

/** What a ranked list shows: one of the three rank kinds, or the items of a type. */
export type RankSubject = { kind: RankKind } | { kind: 'item'; type: ItemType };

const EMPTY: Record<string, string> = {
  project: '暂无项目数据',
  channel: '暂无渠道数据',
  spread: '暂无推广数据',
  item: '暂无票券数据',
};

/** The ranked rows of a subject in a range with a search text; a tap (or 立即查看 with `viewNow`) opens its record. */
export function RankList({
  subject,
  range,
  search,
  viewNow,
  onOpen,
}: {
  subject: RankSubject;
  range: DayRange;
  search: string;
  viewNow?: boolean;
  /** called before a row opens (the search keeps its text in the history) */
  onOpen?: () => void;
}) {
  const routerNavigate = useNavigate();
  const navigate = (to: string) => {
    onOpen?.();
    return routerNavigate(to);
  };
  const filter: RankFilter = {
    ...range,
    search: search.trim(),
    ...(subject.kind === 'item' ? { ticket_type: ITEM_TYPES[subject.type] } : {}),
  };
  const key = statisticsKeys.list(subject.kind, filter);
  const common = { queryKey: key, emptyText: EMPTY[subject.kind] };
  switch (subject.kind) {
    case 'project':
      return (
        <ListView<ProjectRank>
          {...common}
          fetchPage={fetchProjectRanks(filter)}
          itemKey={(p) => p.id}
          renderItem={(p, i) => (
            <RankRow
              rank={i + 1}
              name={p.name}
              sub={`${p.item_count}种票券`}
              figures={p}
              onOpen={() => void navigate(efficiencyPaths.rankDetail('project', p.id, range))}
            />
          )}
        />
      );
    case 'channel':
      return (
        <ListView<ChannelRank>
          {...common}
          fetchPage={fetchChannelRanks(filter)}
          itemKey={(c) => c.id}
          renderItem={(c, i) => (
            <RankRow
              rank={i + 1}
              name={c.channel_name}
              avatar={c.channel_icon}
              figures={c}
              onOpen={() => void navigate(efficiencyPaths.rankDetail('channel', c.id, range))}
            />
          )}
        />
      );
    case 'spread':
      return (
        <ListView<PromoterRank>
          {...common}
          fetchPage={fetchPromoterRanks(filter)}
          itemKey={(u) => u.user_id}
          renderItem={(u, i) => (
            <RankRow
              rank={i + 1}
              name={u.user_name}
              avatar={u.avatar}
              figures={u}
              onOpen={() => void navigate(efficiencyPaths.rankDetail('spread', u.user_id, range))}
            />
          )}
        />
      );
    case 'item': {
      const { type } = subject;
      return (
        <ListView<ItemRank>
          {...common}
          fetchPage={fetchItemRanks(filter)}
          itemKey={(t) => t.id}
          renderItem={(t, i) => (
            <RankRow
              rank={i + 1}
              name={t.name}
              sub={`${t.project_name || '未归属项目'} · 总量${t.total_stock}`}
              figures={t}
              viewNow={viewNow}
              onOpen={() => void navigate(efficiencyPaths.itemDetail(type, t.id, t.project_id, range))}
            />
          )}
        />
      );
    }
  }
}
