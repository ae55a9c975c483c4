import { useState } from 'react';
import { OptionSelector } from '../../../components/ui/option-selector';
import { PageHeader } from '../../../components/ui/page-header';
import { SortTabs, sortRows, type SortOption, type SortValue } from '../../../components/ui/sort-tabs';
import { DemoIntro } from '../components/demo-intro';
import { CAR_KIND_LABEL, DEMO_CARS, type DemoCar } from '../utils/demo-data';
import styles from '../components/demo.module.css';

type Key = 'default' | 'price' | 'time' | 'views';
const OPTIONS: SortOption<Key>[] = [
  { key: 'default', label: '综合', fixed: true },
  { key: 'price', label: '价格', firstDir: 'asc' },
  { key: 'time', label: '最新', firstDir: 'desc' },
  { key: 'views', label: '热度', firstDir: 'desc' },
];
type Kind = 'all' | DemoCar['kind'];
const KINDS: { value: Kind; label: string }[] = [
  { value: 'all', label: '全部' },
  ...(Object.keys(CAR_KIND_LABEL) as DemoCar['kind'][]).map((k) => ({ value: k, label: CAR_KIND_LABEL[k] })),
];

const valueOf = (c: DemoCar, key: Key): number =>
  key === 'price' ? c.price : key === 'time' ? -c.listedDaysAgo : key === 'views' ? c.views : -c.id;

/** /demo/sort-view: sort tabs (tap again for the other direction) and a filter over a local list. */
export default function SortViewPage() {
  const [sort, setSort] = useState<SortValue<Key>>({ key: 'default', dir: 'desc' });
  const [kind, setKind] = useState<Kind>('all');
  const rows = sortRows(
    DEMO_CARS.filter((c) => kind === 'all' || c.kind === kind),
    sort,
    valueOf,
  );
  return (
    <div className="page">
      <PageHeader />
      <DemoIntro
        component="SortTabs 排序标签"
        file="components/ui/sort-tabs.tsx"
        usedIn="车辆展厅、活动列表等需要按价格、时间、热度排序的列表"
      >
        点一个标签按它排序，再点一次切换升序/降序；按钮名称会读出当前方向（如“价格，升序”）。
      </DemoIntro>
      <div className={styles.sticky}>
        <SortTabs options={OPTIONS} value={sort} onChange={setSort} />
        <div className={styles.filters}>
          <OptionSelector options={KINDS} value={kind} onChange={setKind} />
        </div>
      </div>
      <ul aria-label="车辆列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((c) => (
          <li key={c.id} className={styles.row}>
            <div className={styles.rowMain}>
              <p className={styles.rowTitle}>{c.name}</p>
              <p className={styles.rowNote}>
                {CAR_KIND_LABEL[c.kind]} · {c.listedDaysAgo}天前上架 · {c.views}次浏览
              </p>
            </div>
            <span className={styles.rowValue}>{(c.price / 100).toFixed(2)}万</span>
          </li>
        ))}
      </ul>
      {rows.length === 0 && <p className="list-status">暂无数据</p>}
    </div>
  );
}
