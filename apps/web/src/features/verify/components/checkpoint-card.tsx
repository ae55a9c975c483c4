import { Avatar, Button } from 'antd-mobile';
import { maskPhone, type Checkpoint } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { pointLimitLabel, writeOffTypeLabel } from '../utils/labels';
import styles from './checkpoint-card.module.css';
import { PointQrCode } from './point-qrcode';
import ui from './verify.module.css';

export interface CheckpointCardActions {
  onEdit: () => void;
  onCheckers: () => void;
  onLogs: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

const position = (p: Checkpoint) =>
  p.point_longitude !== null && p.point_latitude !== null ? `${p.point_longitude}, ${p.point_latitude}` : '未设置';

/** A point's name and (given its type) 主动核销 or 扫码核销, as every card of a point starts. */
export function CheckpointHead({ name, type }: { name: string; type?: number }) {
  return (
    <header className={styles.head}>
      <strong className={styles.name}>{name}</strong>
      {type !== undefined && (
        <span className={cx(styles.type, type === 2 && styles.type2)}>{type === 2 ? '扫码核销' : '主动核销'}</span>
      )}
    </header>
  );
}

/** A write-off point for its business: the fields of spec 3.3, its checkers and use, its own code when interactive. */
export function CheckpointCard({ point, ...a }: { point: Checkpoint } & CheckpointCardActions) {
  const rows: [string, string][] = [
    ['地址', point.point_location],
    ['核销方式', writeOffTypeLabel(point.write_off_type)],
    ['位置', position(point)],
    ['核销半径', point.point_radius > 0 ? `${point.point_radius} 米` : '未设置'],
    ['核销点限额', pointLimitLabel(point.write_off_num)],
    ['已核销', `${point.used} 次`],
    ...(point.opening_hours ? ([['营业时间', point.opening_hours]] as [string, string][]) : []),
  ];
  return (
    <article className={ui.card} aria-label={point.point_name}>
      <CheckpointHead name={point.point_name} type={point.write_off_type} />
      <dl className={styles.rows}>
        {rows.map(([k, v]) => (
          <div key={k} className={styles.row}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>核销员</dt>
          <dd>
            {point.write_off_users.length === 0 ? (
              <span className={styles.none}>暂无核销员</span>
            ) : (
              <ul className={styles.chips}>
                {point.write_off_users.map((u) => (
                  <li key={u.id}>
                    <Avatar src={u.avatar} />
                    <span>{u.user_name || maskPhone(u.user_phone)}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      {point.write_off_type === 2 && point.write_off_param && (
        <PointQrCode param={point.write_off_param} name={point.point_name} />
      )}
      <footer className={styles.actions}>
        <Button size="small" onClick={a.onEdit}>
          编辑
        </Button>
        <Button size="small" onClick={a.onCheckers}>
          核销员
        </Button>
        <Button size="small" onClick={a.onLogs}>
          记录
        </Button>
        <Button size="small" color="danger" fill="outline" loading={a.deleting} onClick={a.onDelete}>
          删除
        </Button>
      </footer>
    </article>
  );
}
