import { Button, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { feedbackKeys, fetchFeedbackQueue, fetchMyFeedback } from '../api/feedback-api';
import { FeedbackRow } from '../components/feedback-row';
import { feedbackPaths } from '../components/feedback-paths';
import styles from '../components/feedback.module.css';

const QUEUE_TABS = [
  { key: 1, title: '待回复' },
  { key: 2, title: '已回复' },
] as const;

/** The auditor's queue: 待回复 (oldest first) and 已回复; anyone else is told why by the server's refusal. */
function FeedbackQueue() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const status: 1 | 2 = search.get('status') === '2' ? 2 : 1;
  return (
    <>
      <div className={styles.tabs}>
        <Tabs activeKey={String(status)} onChange={(k) => setSearch({ queue: '1', status: k }, { replace: true })}>
          {QUEUE_TABS.map((t) => (
            <Tabs.Tab key={String(t.key)} title={t.title} />
          ))}
        </Tabs>
      </div>
      <ListView
        key={status}
        queryKey={feedbackKeys.queue(status)}
        fetchPage={fetchFeedbackQueue(status)}
        itemKey={(f) => f.id}
        emptyText={status === 1 ? '没有待回复的反馈' : '暂无已回复的反馈'}
        refusalAction={
          <Button color="primary" fill="outline" onClick={() => void navigate('/my', { replace: true })}>
            返回我的
          </Button>
        }
        renderItem={(f) => <FeedbackRow feedback={f} queue />}
      />
    </>
  );
}

/** /my/setting/feedback/list: my feedback, newest first; with ?queue=1 the auditor's queue (feedbackQueue). */
export default function FeedbackListPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queue = search.get('queue') === '1';
  return (
    <div className="page">
      <PageHeader title={queue ? '意见反馈处理' : undefined} />
      {queue ? (
        <FeedbackQueue />
      ) : (
        <ListView
          queryKey={feedbackKeys.mine}
          fetchPage={fetchMyFeedback}
          itemKey={(f) => f.id}
          emptyText="还没有提交过反馈"
          renderItem={(f) => <FeedbackRow feedback={f} />}
        />
      )}
      {!queue && (
        <div className="block-button">
          <Button block shape="rounded" color="primary" onClick={() => void navigate(feedbackPaths.form)}>
            我要反馈
          </Button>
        </div>
      )}
    </div>
  );
}
