import { Button, Tag } from 'antd-mobile';
import { funlyOperatorRoleLabel, maskPhone, type FunlyOperator } from '@kc/shared';
import styles from './run.module.css';

/** 管理员 or 签到员 as a tag. */
export function RunRoleTag({ op }: { op: Pick<FunlyOperator, 'role' | 'role_label'> }) {
  return (
    <Tag color={op.role === 'manager' ? 'primary' : 'success'} fill="outline">
      {op.role_label || funlyOperatorRoleLabel[op.role]}
    </Tag>
  );
}

/** An operator in a list: name, masked mobile, role; 编辑 and 移除 when given. */
export function RunOperatorRow({
  op,
  onEdit,
  onRemove,
}: {
  op: FunlyOperator;
  onEdit?: () => void;
  onRemove?: () => void;
}) {
  const name = op.name || '未设置姓名';
  return (
    <li aria-label={name}>
      <RunRoleTag op={op} />
      <span className={styles.grow}>
        {name} <span className={styles.muted}>{maskPhone(op.mobile)}</span>
      </span>
      {onEdit && (
        <Button size="mini" fill="outline" onClick={onEdit} aria-label={`编辑${name}`}>
          编辑
        </Button>
      )}
      {onRemove && (
        <Button size="mini" color="danger" fill="outline" onClick={onRemove} aria-label={`移除${name}`}>
          移除
        </Button>
      )}
    </li>
  );
}
