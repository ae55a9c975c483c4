import { useSearchParams } from 'react-router';
import { formatDate } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { positiveId } from '../../../lib/routing/route-id';
import { fetchFunlyEnterList } from '../api/funly-enter-list';
import { funlyKeys } from '../api/funly-keys';
import styles from '../components/public.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** /funly/enterList?id=: who is going to an event (names masked by the server). */
export default function FunlyEnterListPage() {
  const id = positiveId(useSearchParams()[0].get('id'));
  return (
    <div className="page">
      <PageHeader />
      {!id ? (
        <ErrorBlock status="empty" title="活动不存在" description="链接有误，请返回后重试" />
      ) : (
        <ListView
          queryKey={funlyKeys.enterList(id)}
          fetchPage={fetchFunlyEnterList(id)}
          itemKey={(p) => `${p.nickname}-${p.create_time}`}
          emptyText="还没有人报名"
          renderItem={(p) => (
            <div className={styles.row}>
              {p.avatar ? <img src={p.avatar} alt={`${p.nickname}的头像`} /> : <img alt="默认头像" />}
              <div className={styles.rowBody}>
                <p className={styles.rowTitle}>{p.nickname || '匿名用户'}</p>
                <p className={styles.muted}>
                  {p.companions > 0 ? `携同行${p.companions}人 · ` : ''}
                  {formatDate(p.create_time)} 报名
                </p>
              </div>
            </div>
          )}
        />
      )}
    </div>
  );
}
