import { Avatar, Button } from 'antd-mobile';
import { maskPhone, type Checkpoint } from '@kc/shared';
import styles from './checkers.module.css';

type Checker = Checkpoint['write_off_users'][number];

/** A checker of a point: avatar, name, masked mobile and 移除. */
export function CheckerRow({
  checker,
  onRemove,
  removing,
}: {
  checker: Checker;
  onRemove: () => void;
  removing: boolean;
}) {
  const name = checker.user_name || '未设置昵称';
  return (
    <li className={styles.row} aria-label={name}>
      <Avatar src={checker.avatar} />
      <div className={styles.id}>
        <strong>{name}</strong>
        <span>{maskPhone(checker.user_phone)}</span>
      </div>
      <Button size="mini" color="danger" fill="outline" loading={removing} onClick={onRemove}>
        移除
      </Button>
    </li>
  );
}
