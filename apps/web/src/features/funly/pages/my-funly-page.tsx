import { Tabs, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { applyStatusLabel, formatDate, type ApplyStatusValue } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchFunlyMyList } from '../api/funly-my-list';
import { funlyKeys } from '../api/funly-keys';
import { FunlyCard } from '../components/funly-card';
import styles from '../components/public.module.css';

/** 全部 then the statuses in the order people care about them. */
const TABS: { key: number; title: string }[] = [
  { key: -1, title: '全部' },
  ...([1, 2, 3, 0, 6, 5, 4] as ApplyStatusValue[]).map((s) => ({ key: s, title: applyStatusLabel[s] })),
];
const STATUS_COLOR: Record<number, string> = {
  0: 'warning',
  1: 'success',
  2: 'primary',
  3: 'primary',
  4: 'danger',
  5: 'default',
  6: 'success',
};

/** /my/funly: my applications by status; a card opens its result page. */
export default function MyFunlyPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('status') ?? -1);
  const status = TABS.some((t) => t.key === raw) ? raw : -1;
  return (
    <div className="page">
      <PageHeader />
      <div className={styles.top}>
        <Tabs activeKey={String(status)} onChange={(k) => setSearch({ status: k }, { replace: true })}>
          {TABS.map((t) => (
            <Tabs.Tab key={String(t.key)} title={t.title} />
          ))}
        </Tabs>
      </div>
      <ListView
        queryKey={funlyKeys.mine(status)}
        fetchPage={fetchFunlyMyList(status === -1 ? undefined : (status as ApplyStatusValue))}
        itemKey={(a) => a.id}
        emptyText="暂无报名记录"
        renderItem={(a) => (
          <FunlyCard
            card={a.funly}
            onClick={() => void navigate(`/my/funly/result/${a.funly_id}`)}
            extra={
              <p className={styles.tags}>
                <Tag color={STATUS_COLOR[a.status] ?? 'default'}>{a.status_label}</Tag>
                <span className={styles.muted}>{formatDate(a.create_time)} 报名</span>
              </p>
            }
          />
        )}
      />
    </div>
  );
}
