import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm';
import { showError } from '../../../lib/http';
import type { Relation } from '../api/relation-info';
import { useRelationSave } from '../api/relation-save';
import { relationError, sameIds } from '../utils/relation-rules';

/** The coupons chosen (starting from the pending change, else the current ones) and 提交审核. */
export function useRelationForm(relation: Relation) {
  const [chosen, setChosen] = useState<number[]>(() => (relation.pending ?? relation.coupons).map((c) => c.id));
  const save = useRelationSave(relation.ticket_id);
  const error = relationError(relation.ticket_id, chosen);
  const unchanged = sameIds(
    chosen,
    (relation.pending ?? relation.coupons).map((c) => c.id),
  );

  const submit = async () => {
    if (error) return;
    const ok = await confirmAction(
      chosen.length
        ? `关联 ${chosen.length} 张卡券，提交后需审核通过才生效。是否确定？`
        : '取消全部关联卡券，提交后需审核通过才生效。是否确定？',
      { title: '提交审核' },
    );
    if (!ok) return;
    try {
      await save.mutateAsync(chosen);
      Toast.show({ icon: 'success', content: '已提交审核' });
    } catch (e) {
      showError(e);
    }
  };

  return {
    chosen,
    setChosen,
    error,
    unchanged,
    saving: save.isPending,
    submit: () => void submit(),
  };
}
