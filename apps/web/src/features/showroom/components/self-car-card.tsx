import { Button, Tag, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { type ShowCarManageCard } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { showError } from '../../../lib/http';
import { useShowCarAction, type ShowCarStateAction } from '../api/show-car-action';
import { ShowCarCard } from './show-car-card';
import { showroomPaths } from './showroom-paths';
import styles from './self-list.module.css';

const STATE_COLOR: Record<ShowCarManageCard['state'], 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  draft: 'default',
  auditing: 'warning',
  listed: 'success',
  rejected: 'danger',
  off_shelf: 'default',
  sold: 'primary',
};

/** What each action asks first (none: done at once) and says after. */
const ASK: Partial<Record<ShowCarStateAction, (name: string) => { text: string; danger?: boolean }>> = {
  off_shelf: (n) => ({ text: `确定下架「${n}」吗？下架后访客将看不到该车辆，可随时重新上架` }),
  sold: (n) => ({ text: `确定将「${n}」标记为已售吗？标记后不能再上架，未处理的看车预约将被取消` }),
  delete: (n) => ({ text: `确定删除「${n}」吗？删除后不可恢复`, danger: true }),
};
const DONE: Record<ShowCarStateAction, string> = {
  submit: '已提交审核',
  off_shelf: '已下架',
  on_shelf: '已上架',
  sold: '已标记为已售',
  delete: '已删除',
};
const BUTTON: Record<ShowCarStateAction, string> = {
  submit: '提交审核',
  off_shelf: '下架',
  on_shelf: '上架',
  sold: '标记已售',
  delete: '删除',
};

/** One of the business's listings with its state, why it was rejected, what waits, and the actions the server allows. */
export function SelfCarCard({ car }: { car: ShowCarManageCard }) {
  const navigate = useNavigate();
  const act = useShowCarAction();
  const run = async (action: ShowCarStateAction) => {
    const ask = ASK[action]?.(car.name);
    if (ask && !(await confirmAction(ask.text, { danger: ask.danger }))) return;
    try {
      await act.mutateAsync({ id: car.id, action });
      Toast.show({ icon: 'success', content: DONE[action] });
      if (action === 'submit') void navigate(showroomPaths.result(car.id));
    } catch (e) {
      showError(e);
    }
  };
  const open = car.state === 'listed' || car.state === 'sold' ? showroomPaths.detail(car.id) : undefined;
  const actions = car.actions.filter((a): a is ShowCarStateAction => a !== 'edit');
  return (
    <ShowCarCard
      car={car}
      to={open ?? (car.actions.includes('edit') ? showroomPaths.edit(car.id) : null)}
      tag={
        <Tag color={STATE_COLOR[car.state]} fill="outline">
          {car.state_label}
        </Tag>
      }
      extra={
        <>
          {car.reject_reason && (
            <p className={styles.reject}>
              {car.reject_reason.startsWith('修改未通过') ? car.reject_reason : `未通过原因：${car.reject_reason}`}
            </p>
          )}
          {car.has_pending_change && <p className={styles.pending}>修改审核中，通过前展示原内容</p>}
          {car.pending_bookings > 0 && <p className={styles.pending}>{car.pending_bookings}个待看车预约</p>}
        </>
      }
      actions={
        car.actions.length > 0 ? (
          <>
            {actions.map((a) => (
              <Button
                key={a}
                size="small"
                color={a === 'delete' ? 'danger' : 'primary'}
                fill="outline"
                disabled={act.isPending}
                onClick={() => void run(a)}
              >
                {BUTTON[a]}
              </Button>
            ))}
            {car.actions.includes('edit') && (
              <Button size="small" color="primary" onClick={() => void navigate(showroomPaths.edit(car.id))}>
                编辑
              </Button>
            )}
          </>
        ) : undefined
      }
    />
  );
}
