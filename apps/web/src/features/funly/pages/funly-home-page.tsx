import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FUNLY_KIND_LABELS, type FunlyCard as FunlyCardData } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { LineTabs } from '../../../components/ui/line-tabs';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchFunlyList, type FunlyListFilter } from '../api/funly-list';
import { funlyKeys } from '../api/funly-keys';
import { FunlyCard } from '../components/funly-card';
import { PublicBanners } from '../components/public-banners';
import { positionKey, usePublicPosition } from '../../../lib/location/public-position';
import styles from '../components/public.module.css';
import { SearchIcon } from '../../../components/ui/icons';

const KIND_TABS = [
  { key: 0, title: '全部' },
  ...Object.entries(FUNLY_KIND_LABELS).map(([k, t]) => ({ key: Number(k), title: t })),
];
/** spec 4 exhibition filter: 1 all, 4 started (running now), 3 not started, 5 over */
const STATE_FILTERS: { key: FunlyListFilter['filter']; title: string }[] = [
  { key: 1, title: '全部' },
  { key: 4, title: '进行中' },
  { key: 3, title: '未开始' },
  { key: 5, title: '已结束' },
];

export const funlyShowPath = (id: number) => `/funly/show?id=${id}`;

/** /funly, the 活动 home tab: banners, kind tabs, running-state filter, nearest first when the position is known. */
export default function FunlyHomePage() {
  const navigate = useNavigate();
  const [kind, setKind] = useState(0);
  const [filter, setFilter] = useState<FunlyListFilter['filter']>(1);
  const pos = usePublicPosition();

  return (
    <div className={cx('page', styles.homePage)}>
      <PageHeader noBack />
      <PublicBanners />
      <div className={styles.top}>
        <button type="button" className={styles.searchEntry} onClick={() => void navigate('/funly/search/funly')}>
          <SearchIcon />
          搜索活动名称
        </button>
        <nav className={styles.filters} aria-label="骑行与车友圈">
          <button type="button" className={styles.filter} onClick={() => void navigate('/funly/rideTogether')}>
            一起骑行
          </button>
          <button type="button" className={styles.filter} onClick={() => void navigate('/funly/rideTogetherPlatform')}>
            约骑平台
          </button>
          <button type="button" className={styles.filter} onClick={() => void navigate('/tag/search')}>
            车友圈
          </button>
        </nav>
        <LineTabs tabs={KIND_TABS} active={kind} onChange={setKind} label="活动类型" />
        <div className={styles.filters} role="group" aria-label="活动状态">
          {STATE_FILTERS.map((f) => (
            <button
              key={f.key}
              type="button"
              className={styles.filter}
              aria-pressed={filter === f.key}
              onClick={() => setFilter(f.key)}
            >
              {f.title}
            </button>
          ))}
        </div>
      </div>
      <ListView<FunlyCardData>
        queryKey={funlyKeys.list(kind, filter, '', positionKey(pos))}
        fetchPage={fetchFunlyList({ kind, filter, pos })}
        itemKey={(c) => c.id}
        emptyText="暂无活动"
        renderItem={(c) => <FunlyCard card={c} onClick={() => void navigate(funlyShowPath(c.id))} />}
      />
    </div>
  );
}
