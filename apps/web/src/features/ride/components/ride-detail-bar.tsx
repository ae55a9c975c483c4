import { Button, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { RideDetail } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { loginPath } from '../../../config/paths';
import { showError } from '../../../lib/http';
import { currentFullPath } from '../../../lib/navigation';
import { isLoggedIn } from '../../../lib/session';
import { useRideCancel } from '../api/ride-cancel';
import { ridePaths } from './ride-paths';
import { riderPaths } from './rider-paths';
import styles from './rider.module.css';

/** The detail's bottom bar: exactly what the server's `actions` allow, with apply_hint when applying is not. */
export function RideDetailBar({ ride: r }: { ride: RideDetail }) {
  const navigate = useNavigate();
  const go = (to: string) => void navigate(to);
  const cancel = useRideCancel();
  const a = r.actions;
  const mine = r.mine;

  const doCancel = async () => {
    if (!mine || !(await confirmAction('确定取消报名？取消后名额将让给其他骑友'))) return;
    cancel.mutate(mine.id, {
      onSuccess: () => Toast.show({ icon: 'success', content: '已取消报名' }),
      onError: showError,
    });
  };

  const buttons = [
    a.apply && (
      <Button key="apply" color="primary" onClick={() => go(riderPaths.apply(r.id))}>
        立即报名
      </Button>
    ),
    a.clockin && (
      <Button key="clockin" color="primary" onClick={() => go(riderPaths.clockin(r.id))}>
        去打卡
      </Button>
    ),
    a.mark && (
      <Button key="mark" color="primary" fill="outline" onClick={() => go(riderPaths.mark(r.id))}>
        纪念标记
      </Button>
    ),
    a.cancel && mine && (
      <Button key="cancel" fill="outline" loading={cancel.isPending} onClick={() => void doCancel()}>
        取消报名
      </Button>
    ),
    a.manage && (
      <Button key="manage" fill="outline" onClick={() => go(ridePaths.manage)}>
        管理
      </Button>
    ),
  ].filter(Boolean);

  // a visitor is told why and offered the login that lifts it
  const hint = !a.apply && a.apply_hint && buttons.length < 2 && (
    <p className={styles.hint} key="hint">
      {a.apply_hint}
    </p>
  );
  const login = !a.apply && !isLoggedIn() && (
    <Button key="login" color="primary" onClick={() => go(loginPath(currentFullPath()))}>
      登录后报名
    </Button>
  );

  return (
    <ActionBar className={styles.bar}>
      {hint}
      {buttons}
      {login}
      {buttons.length === 0 && !hint && !login && <p className={styles.hint}>暂不可报名</p>}
    </ActionBar>
  );
}
