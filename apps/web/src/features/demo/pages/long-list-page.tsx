import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { DemoIntro } from '../components/demo-intro';
import { fetchDemoPage, type DemoRow } from '../utils/demo-data';
import styles from '../components/demo.module.css';

/** One row of the long list. */
export function DemoRowView({ row }: { row: DemoRow }) {
  return (
    <div className={styles.row}>
      <span className={styles.rowIndex}>#{row.id}</span>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{row.title}</p>
        <p className={styles.rowNote}>{row.note}</p>
      </div>
    </div>
  );
}

/** /demo/long-list: ListView over a local source of 1,000 rows (20 a page). */
export default function LongListPage() {
  return (
    <div className="page">
      <PageHeader />
      <DemoIntro
        component="ListView 分页列表"
        file="components/ui/list-view.tsx"
        usedIn="我的订单、我的票券、意见反馈、防疫登记列表等所有分页列表"
      >
        传入 fetchPage(page)
        即可：自带下拉刷新、滚动到底自动加载下一页、加载失败点击重试和“没有更多了”。本页数据源为本地生成的 1000 条。
      </DemoIntro>
      <ListView
        queryKey={['demo', 'long-list']}
        fetchPage={(page) => fetchDemoPage(page)}
        itemKey={(r) => r.id}
        renderItem={(r) => <DemoRowView row={r} />}
      />
    </div>
  );
}
