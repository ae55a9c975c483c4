import { Button } from 'antd-mobile';
import { formatDate } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchBlockPage } from '../api/center-block-list';
import { personalKeys } from '../api/personal-keys';
import { PersonRow } from '../components/person-row';
import { useBlockAction } from '../components/use-block-action';
import styles from '../components/personal.module.css';

/** /my/setting/black-list: the people I blocked, newest first, each with 解除拉黑 (asked first). */
export default function BlackListPage() {
  const blocks = useBlockAction();
  return (
    <div className="page">
      <PageHeader />
      <p className={`${styles.tip} ${styles.toolbar}`}>拉黑后，你们互相看不到对方的帖子、评论和相册。</p>
      <ListView
        queryKey={personalKeys.blocks}
        fetchPage={fetchBlockPage}
        itemKey={(u) => u.uid}
        emptyText="黑名单是空的"
        renderItem={(u) => (
          <PersonRow
            person={u}
            sub={`拉黑于 ${formatDate(u.block_time)}`}
            action={
              <Button
                size="mini"
                shape="rounded"
                onClick={() => void blocks.unblock(u.uid, u.nickname || `用户${u.uid}`)}
              >
                解除拉黑
              </Button>
            }
          />
        )}
      />
    </div>
  );
}
