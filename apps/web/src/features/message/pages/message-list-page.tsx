import { Button, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Message } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { showError } from '../../../lib/http';
import { fetchMessagePage, messagesKey } from '../api/message-list';
import { useReadMessage } from '../api/message-read';
import { useReadAllMessages } from '../api/message-read-all';
import { messageSummaryQuery } from '../api/message-summary';
import { MessageRow } from '../components/message-row';
import styles from './message-list-page.module.css';

/** /my/message: order, audit and write-off notices, newest first; opening one marks it read and follows its link. */
export default function MessageListPage() {
  const navigate = useNavigate();
  const unread = useQuery(messageSummaryQuery).data?.unread ?? 0;
  const read = useReadMessage();
  const readAll = useReadAllMessages();

  const open = (m: Message) => {
    if (!m.read) read.mutate(m.id);
    if (m.link) void navigate(m.link);
  };
  const markAll = async () => {
    try {
      await readAll.mutateAsync();
      Toast.show({ icon: 'success', content: '已全部标为已读' });
    } catch (e) {
      showError(e);
    }
  };

  return (
    <div className="page">
      <PageHeader
        right={
          unread > 0 ? (
            <Button size="mini" fill="none" color="primary" loading={readAll.isPending} onClick={() => void markAll()}>
              全部已读
            </Button>
          ) : undefined
        }
      />
      <p className={styles.summary} role="status">
        {unread > 0 ? `${unread} 条未读` : '没有未读消息'}
      </p>
      <ListView<Message>
        queryKey={[...messagesKey, 'list']}
        fetchPage={fetchMessagePage}
        itemKey={(m) => m.id}
        emptyText="暂无消息：订单支付、审核结果和核销记录会通知到这里"
        renderItem={(m) => <MessageRow message={m} onOpen={() => open(m)} />}
      />
    </div>
  );
}
