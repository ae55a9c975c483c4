import { Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { Item, ItemAction } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { showError } from '../../../lib/http';
import { useItemAction } from '../api/item-action';
import { ACTION_META } from '../utils/item-actions';
import { itemPaths } from '../utils/item-paths';

const DONE: Partial<Record<ItemAction, string>> = {
  submit: '已提交审核',
  disable: '已禁用',
  enable: '已启用',
  takedown: '已下架',
};

/** Runs one of the item's actions: 编辑 opens the form, destructive ones ask first, copy opens the copy, delete leaves. */
export function useRunItemAction(item: Item) {
  const navigate = useNavigate();
  const act = useItemAction();
  const run = async (action: ItemAction) => {
    if (action === 'edit') return void navigate(itemPaths.edit(item.product_type, item.id));
    const meta = ACTION_META[action];
    if (meta.confirm && !(await confirmAction(meta.confirm, { danger: true }))) return;
    try {
      const { item: after } = await act.mutateAsync({ id: item.id, action });
      if (action === 'delete') {
        Toast.show({ icon: 'success', content: '已删除' });
        void navigate(itemPaths.home, { replace: true });
      } else if (action === 'copy' && after) {
        Toast.show({ icon: 'success', content: '已复制为草稿' });
        void navigate(itemPaths.edit(after.product_type, after.id));
      } else Toast.show({ icon: 'success', content: DONE[action] ?? '操作成功' });
    } catch (e) {
      showError(e);
    }
  };
  return { run: (action: ItemAction) => void run(action), running: act.isPending };
}
