import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import type { Recipient } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { useDeleteFamily } from '../api/delete-family';
import { useFamilyList } from '../api/family-list';
import { RecipientFormPopup } from '../components/recipient-form-popup';
import { RecipientRow } from '../components/recipient-row';
import { ReceiveResultPopup } from '../components/receive-result-popup';
import { useReceiveFlow } from '../hooks/use-receive-flow';
import { useSpm } from '../hooks/use-spm';
import { nonNegativeId } from '../../../lib/routing/route-id';
import styles from '../components/recipients.module.css';

export const MAX_FAMILY = 10;

/**
 * /my/add-recipient/{id}: the caller's own receiver profile and family members (at most 10): add, change
 * one's own, delete with confirmation. With an item id (> 0) each profile has 为TA领取, which receives it for them.
 */
export default function AddRecipientPage() {
  const itemId = nonNegativeId(useParams().id);
  if (itemId === undefined) return <Navigate to="/404" replace />;
  return <Recipients itemId={itemId} />;
}

function Recipients({ itemId }: { itemId: number }) {
  const q = useFamilyList();
  const remove = useDeleteFamily();
  const flow = useReceiveFlow(useSpm());
  const [form, setForm] = useState<'self' | 'family' | null>(null);

  const del = async (r: Recipient) => {
    if (!(await confirmAction(`确定删除家人「${r.name}」？`, { danger: true }))) return;
    remove.mutate(r.id, { onError: showError });
  };

  const body = () => {
    if (q.isPending) return <PageLoading />;
    if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
    const self = q.data.find((r) => r.is_self);
    const family = q.data.filter((r) => !r.is_self);
    const row = (r: Recipient) => (
      <RecipientRow
        key={r.id}
        recipient={r}
        onEdit={r.is_self ? () => setForm('self') : undefined}
        onDelete={r.is_self ? undefined : () => void del(r)}
        onReceive={itemId > 0 ? () => flow.receive(itemId, r.id) : undefined}
        receiving={flow.receivingId === itemId}
      />
    );
    return (
      <>
        <section className="section" aria-label="本人">
          <div className={styles.sectionTitle}>本人</div>
          {self ? (
            row(self)
          ) : (
            <div className={styles.selfEmpty}>
              <span>尚未填写本人信息</span>
              <Button size="mini" color="primary" fill="outline" onClick={() => setForm('self')}>
                去填写
              </Button>
            </div>
          )}
        </section>
        <section className="section" aria-label="家人">
          <div className={styles.sectionTitle}>
            <span>家人</span>
            <small>
              {family.length}/{MAX_FAMILY}
            </small>
          </div>
          {family.length === 0 ? <div className="list-status">暂无数据</div> : family.map(row)}
        </section>
        <div className="block-button">
          <Button block color="primary" disabled={family.length >= MAX_FAMILY} onClick={() => setForm('family')}>
            {family.length >= MAX_FAMILY ? '最多添加10位家人' : '添加家人'}
          </Button>
        </div>
      </>
    );
  };

  return (
    <div className="page">
      <PageHeader />
      {itemId > 0 && <p className="form-tip">选择领取人，为TA领取该票券</p>}
      {body()}
      <RecipientFormPopup mode={form} onClose={() => setForm(null)} />
      <ReceiveResultPopup result={flow.result} onClose={flow.close} />
    </div>
  );
}
