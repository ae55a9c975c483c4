import { Button, Tag } from 'antd-mobile';
import type { Recipient } from '@kc/shared';
import styles from './recipients.module.css';

export interface RecipientRowProps {
  recipient: Recipient;
  /** 为TA领取 (only when receiving an item) */
  onReceive?: () => void;
  receiving?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** A receiver profile: name, masked mobile and ID number (as the server gives them), and its actions. */
export function RecipientRow({ recipient: r, onReceive, receiving, onEdit, onDelete }: RecipientRowProps) {
  return (
    <div className={styles.row} aria-label={`领取人 ${r.name}`}>
      <div className={styles.info}>
        <strong>{r.name}</strong>
        {r.is_self && (
          <Tag color="primary" fill="outline">
            本人
          </Tag>
        )}
        <p>手机号 {r.mobile}</p>
        {r.id_number && <p>身份证 {r.id_number}</p>}
      </div>
      <div className={styles.actions}>
        {onEdit && (
          <Button size="mini" fill="outline" onClick={onEdit}>
            修改
          </Button>
        )}
        {onDelete && (
          <Button size="mini" fill="outline" color="danger" onClick={onDelete}>
            删除
          </Button>
        )}
        {onReceive && (
          <Button size="mini" color="primary" loading={receiving} onClick={onReceive}>
            {r.is_self ? '为自己领取' : '为TA领取'}
          </Button>
        )}
      </div>
    </div>
  );
}
