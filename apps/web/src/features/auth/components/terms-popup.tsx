import { Button, Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { docQuery, type TermsKey } from '../api/doc';

const TITLES: Record<TermsKey, string> = { agreement: '用户协议', privacy: '隐私政策' };

/** A document the user agrees to (用户协议, 隐私政策), over the login screen so what was typed stays. */
export function TermsPopup({ docKey, onClose }: { docKey: TermsKey | null; onClose: () => void }) {
  const q = useQuery({ ...docQuery(docKey ?? 'agreement'), enabled: docKey !== null });
  const title = docKey ? (q.data?.title ?? TITLES[docKey]) : '';
  return (
    <Popup
      visible={docKey !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="terms-popup"
      destroyOnClose
      aria-label={title}
    >
      <h2 className="terms-title">{title}</h2>
      <div className="terms-body">
        {q.isPending ? (
          <PageLoading />
        ) : q.isError ? (
          <LoadError error={q.error} onRetry={() => void q.refetch()} />
        ) : (
          <p className="terms-content">{q.data.content}</p>
        )}
      </div>
      <div className="terms-actions">
        <Button block color="primary" shape="rounded" onClick={onClose}>
          我知道了
        </Button>
      </div>
    </Popup>
  );
}
