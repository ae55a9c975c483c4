import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  formatDate,
  type ExhibitionActivity,
  type ExhibitionBrand,
  type ExhibitionHistory,
  type ExhibitionNewsCard,
} from '@kc/shared';
import { ListView } from '../../../../components/ui/list-view';
import { LoadError } from '../../../../components/ui/load-error';
import { PageLoading } from '../../../../components/ui/page-loading';
import { fetchExhibitionActivities } from '../../api/exhibition-activity-list';
import { exhibitionBrandsQuery } from '../../api/exhibition-brand-list';
import { exhibitionHistoryQuery } from '../../api/exhibition-history-list';
import { exhibitionKeys } from '../../api/exhibition-keys';
import { fetchExhibitionNews } from '../../api/exhibition-news-list';
import { timeRange } from '../exhibition-dates';
import { ActivityEditor } from './activity-editor';
import { BrandEditor } from './brand-editor';
import { HistoryEditor } from './history-editor';
import { ManageRow } from './manage-row';
import { NewsEditor } from './news-editor';
import styles from './manage.module.css';

/** What the editor sheet shows: nothing, a new row, or a row to edit. */
type Editing<T> = { row?: T } | null;

function Toolbar({ count, noun, onAdd }: { count: number | null; noun: string; onAdd: () => void }) {
  return (
    <div className={styles.toolbar}>
      <span>{count === null ? '' : `共${count}条${noun}`}</span>
      <Button size="small" color="primary" onClick={onAdd}>
        添加{noun}
      </Button>
    </div>
  );
}

export function NewsManager({ projectId }: { projectId: number }) {
  const [editing, setEditing] = useState<Editing<ExhibitionNewsCard>>(null);
  return (
    <>
      <Toolbar count={null} noun="资讯" onAdd={() => setEditing({})} />
      <div className={styles.rows}>
        <ListView
          queryKey={exhibitionKeys.news(projectId)}
          fetchPage={(page) => fetchExhibitionNews(projectId, page)}
          itemKey={(n) => n.id}
          emptyText="暂无资讯，点击“添加资讯”发布第一条"
          renderItem={(n) => (
            <ManageRow
              kind="news"
              id={n.id}
              title={n.title}
              meta={`发布于 ${formatDate(n.publish_time, 'y-m-d h:i')}`}
              onEdit={() => setEditing({ row: n })}
            />
          )}
        />
      </div>
      {editing && <NewsEditor projectId={projectId} news={editing.row} onClose={() => setEditing(null)} />}
    </>
  );
}

export function ActivityManager({ projectId }: { projectId: number }) {
  const [editing, setEditing] = useState<Editing<ExhibitionActivity>>(null);
  return (
    <>
      <Toolbar count={null} noun="活动" onAdd={() => setEditing({})} />
      <div className={styles.rows}>
        <ListView
          queryKey={exhibitionKeys.activities(projectId)}
          fetchPage={(page) => fetchExhibitionActivities(projectId, page)}
          itemKey={(a) => a.id}
          emptyText="暂无活动"
          renderItem={(a) => (
            <ManageRow
              kind="activity"
              id={a.id}
              title={a.title}
              meta={`${timeRange(a.start_time, a.end_time)} · ${a.place}`}
              onEdit={() => setEditing({ row: a })}
            />
          )}
        />
      </div>
      {editing && <ActivityEditor projectId={projectId} activity={editing.row} onClose={() => setEditing(null)} />}
    </>
  );
}

export function BrandManager({ projectId }: { projectId: number }) {
  const [editing, setEditing] = useState<Editing<ExhibitionBrand>>(null);
  const q = useQuery(exhibitionBrandsQuery(projectId));
  return (
    <>
      <Toolbar count={q.data?.count ?? null} noun="品牌" onAdd={() => setEditing({})} />
      {q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <div className={styles.rows}>
          {q.data.list.length === 0 && <div className="list-status">暂无参展品牌</div>}
          {q.data.list.map((b) => (
            <ManageRow
              key={b.id}
              kind="brand"
              id={b.id}
              title={b.name}
              meta={`${b.letter} · ${[b.hall, b.booth].filter(Boolean).join(' ') || '展位待定'}`}
              onEdit={() => setEditing({ row: b })}
            />
          ))}
        </div>
      )}
      {editing && <BrandEditor projectId={projectId} brand={editing.row} onClose={() => setEditing(null)} />}
    </>
  );
}

export function HistoryManager({ projectId }: { projectId: number }) {
  const [editing, setEditing] = useState<Editing<ExhibitionHistory>>(null);
  const q = useQuery(exhibitionHistoryQuery(projectId));
  return (
    <>
      <Toolbar count={q.data?.count ?? null} noun="回顾" onAdd={() => setEditing({})} />
      {q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <div className={styles.rows}>
          {q.data.list.length === 0 && <div className="list-status">暂无历届回顾</div>}
          {q.data.list.map((h) => (
            <ManageRow
              key={h.id}
              kind="history"
              id={h.id}
              title={h.title}
              meta={`${h.year}年`}
              onEdit={() => setEditing({ row: h })}
            />
          ))}
        </div>
      )}
      {editing && <HistoryEditor projectId={projectId} edition={editing.row} onClose={() => setEditing(null)} />}
    </>
  );
}
