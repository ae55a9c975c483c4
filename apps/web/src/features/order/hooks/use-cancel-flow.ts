import { Toast } from 'antd-mobile';
import { confirmAction } from '../../../components/ui/confirm';
import { showError } from '../../../lib/http';
import { useCancelOrder } from '../api/cancel-order';

/** 取消订单 after a confirmation; the order's copy is replaced by the server's answer. */
export function useCancelFlow() {
  const cancel = useCancelOrder();
  const run = async (id: number) => {
    if (cancel.isPending) return;
    if (!(await confirmAction('确定取消该订单？取消后库存将释放', { title: '取消订单', danger: true }))) return;
    cancel.mutate(id, {
      onSuccess: () => Toast.show({ content: '订单已取消' }),
      onError: showError,
    });
  };
  return { cancel: run, cancelling: cancel.isPending };
}
