import { Button, Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { RichTextView } from '../../../components/ui/rich-text-view';
import { epidemicNoticeQuery } from '../api/epidemic-notice';
import styles from './epidemic.module.css';

/** The 防疫须知 over the form (what was typed stays); 同意并继续 ticks the box. */
export function EpidemicNoticePopup({
  visible,
  onClose,
  onAgree,
}: {
  visible: boolean;
  onClose: () => void;
  onAgree: () => void;
}) {
  const q = useQuery({ ...epidemicNoticeQuery(), enabled: visible });
  const title = q.data?.title ?? '防疫须知';
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose aria-label={title}>
      <h2 className={styles.noticeTitle}>{title}</h2>
      <div className={styles.noticeBody}>
        {q.isPending ? (
          <PageLoading />
        ) : q.isError ? (
          <LoadError error={q.error} onRetry={() => void q.refetch()} />
        ) : (
          <RichTextView html={q.data.html} label={title} />
        )}
      </div>
      <div className={styles.noticeActions}>
        <Button block color="primary" shape="rounded" disabled={!q.data} onClick={onAgree}>
          同意并继续
        </Button>
      </div>
    </Popup>
  );
}
