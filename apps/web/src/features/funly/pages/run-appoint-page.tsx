import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { formatDate, type FunlySlot } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { useFunlyShow } from '../api/funly-show';
import { useFunlySlotDelete } from '../api/funly-slot-delete';
import { useFunlySlotSave, type SlotInput } from '../api/funly-slot-save';
import { RunIdPage } from '../components/run-id-page';
import { RunSlotPopup } from '../components/run-slot-popup';
import styles from '../components/run.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

const slotTime = (s: FunlySlot) => {
  const sameDay = formatDate(s.start_time, 'y.m.d') === formatDate(s.end_time, 'y.m.d');
  return `${formatDate(s.start_time, 'y.m.d h:i')} - ${formatDate(s.end_time, sameDay ? 'h:i' : 'm.d h:i')}`;
};

function SlotCard({ slot, onEdit, onDelete }: { slot: FunlySlot; onEdit: () => void; onDelete: () => void }) {
  return (
    <article className={styles.card} aria-label={slot.title}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{slot.title}</h3>
        <span className={styles.muted}>
          已约 {slot.booked} / {slot.capacity}
        </span>
      </div>
      <p className={styles.rowLine}>{slotTime(slot)}</p>
      <div className={styles.rowActions}>
        {slot.booked === 0 && (
          <Button size="mini" color="danger" fill="outline" onClick={onDelete} aria-label={`删除${slot.title}`}>
            删除
          </Button>
        )}
        <Button size="mini" color="primary" fill="outline" onClick={onEdit} aria-label={`编辑${slot.title}`}>
          编辑
        </Button>
      </div>
    </article>
  );
}

function Slots({ id }: { id: number }) {
  const q = useFunlyShow(id);
  const save = useFunlySlotSave(id);
  const remove = useFunlySlotDelete(id);
  // undefined: closed; null: adding; a slot: editing it
  const [editing, setEditing] = useState<FunlySlot | null | undefined>(undefined);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const slots = q.data.slots;

  const onSave = async (input: SlotInput) => {
    await save.mutateAsync(editing ? { ...input, slot_id: editing.id } : input);
    Toast.show({ icon: 'success', content: editing ? '时段已保存' : '时段已添加' });
    setEditing(undefined);
  };
  const onDelete = async (slot: FunlySlot) => {
    if (!(await confirmAction(`确定删除时段“${slot.title}”吗？`, { danger: true }))) return;
    try {
      await remove.mutateAsync(slot.id);
      Toast.show({ icon: 'success', content: '已删除' });
    } catch (e) {
      showError(e);
    }
  };

  return (
    <div className="has-form-actions">
      <p className={styles.eventTitle}>{q.data.title || '未命名活动'}</p>
      {slots.length === 0 ? (
        <ErrorBlock status="empty" title="暂无预约时段" description="添加时段后，报名成功的用户可预约到场时间" />
      ) : (
        slots.map((s) => (
          <SlotCard key={s.id} slot={s} onEdit={() => setEditing(s)} onDelete={() => void onDelete(s)} />
        ))
      )}
      <ActionBar>
        <Button block color="primary" onClick={() => setEditing(null)}>
          添加时段
        </Button>
      </ActionBar>
      <RunSlotPopup
        slot={editing}
        busy={save.isPending}
        suggestStart={q.data.start_time}
        onClose={() => setEditing(undefined)}
        onSave={onSave}
      />
    </div>
  );
}

/** /funly-manage/appoint/{id}: the event's appointment slots with booked/capacity; add, edit, delete. */
export default function RunAppointPage() {
  return <RunIdPage missing="活动不存在">{(id) => <Slots id={id} />}</RunIdPage>;
}
