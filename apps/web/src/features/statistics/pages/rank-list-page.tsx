import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DEBOUNCE_EFFICIENCY_MS } from '@kc/shared';
import { SearchIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { SearchField } from '../../../components/ui/search-field';
import { useDebouncedValue } from '../../../components/ui/search-history';
import {
  efficiencyPaths,
  isItemType,
  ITEM_TYPE_NAMES,
  RANK_NAMES,
  type SearchType,
} from '../components/efficiency-paths';
import { RangeBar } from '../components/range-bar';
import { RankList, type RankSubject } from '../components/rank-lists';
import styles from '../components/statistics.module.css';
import { useStatsRange } from '../hooks/use-stats-range';

/** The subject of the route: /efficiency/{project|channel|spread} or /efficiency/{ticket|coupon|invitation}. */
const subjectOf = (pathname: string, type: string | undefined): RankSubject | undefined => {
  if (isItemType(type)) return { kind: 'item', type };
  const kind = /^\/efficiency\/(project|channel|spread)\/?$/.exec(pathname)?.[1];
  return kind ? { kind: kind as 'project' | 'channel' | 'spread' } : undefined;
};

function Ranks({ subject }: { subject: RankSubject }) {
  const state = useStatsRange();
  const [text, setText] = useState('');
  const [now, setNow] = useState<string | null>(null);
  // spec 5: the list searches 1500 ms after the last keystroke (at once on 搜索); an empty text is no search
  const debounced = useDebouncedValue(text.trim(), DEBOUNCE_EFFICIENCY_MS);
  const search = text.trim() === '' ? '' : (now ?? debounced);
  const what = subject.kind === 'item' ? ITEM_TYPE_NAMES[subject.type] : RANK_NAMES[subject.kind];
  return (
    <>
      <RangeBar state={state} />
      <div className={styles.searchBar}>
        <SearchField
          label={`搜索${what}名称`}
          placeholder={`搜索${what}名称`}
          value={text}
          onChange={(v) => {
            setText(v);
            setNow(null);
          }}
          onSearch={(v) => setNow(v.trim())}
          onClear={() => setNow(null)}
        />
      </div>
      {state.issue ? null : <RankList subject={subject} range={state.range} search={search} />}
    </>
  );
}

/** /efficiency/project, /channel, /spread and /efficiency/{type}: ranked by issued in the range, searchable. */
export default function RankListPage() {
  const navigate = useNavigate();
  const subject = subjectOf(useLocation().pathname, useParams().type);
  const { range } = useStatsRange();
  const searchType: SearchType | undefined =
    subject?.kind === 'item' ? subject.type : subject?.kind === 'project' ? undefined : subject?.kind;
  return (
    <div className="page">
      <PageHeader
        title={subject?.kind === 'item' ? `${ITEM_TYPE_NAMES[subject.type]}效能` : undefined}
        right={
          searchType && (
            <button
              type="button"
              className={styles.headerButton}
              aria-label="搜索"
              onClick={() => void navigate(efficiencyPaths.search(searchType, range))}
            >
              <SearchIcon />
            </button>
          )
        }
      />
      <RequireBusiness>{subject && <Ranks key={JSON.stringify(subject)} subject={subject} />}</RequireBusiness>
    </div>
  );
}
