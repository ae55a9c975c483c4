import { Button, Tag } from 'antd-mobile';
import { formatYuan } from '@kc/shared';
import type { EditorRelation } from './editor-values';
import styles from './editor.module.css';

/** The related tickets or coupons as removable chips, with 选择 to open selectRelation. */
export function EditorRelations({
  kind,
  list,
  onPick,
  onRemove,
}: {
  kind: '门票' | '卡券';
  list: EditorRelation[];
  onPick: () => void;
  onRemove: (id: number) => void;
}) {
  return (
    <div className={styles.relations}>
      {list.length === 0 && <span className={styles.none}>未关联</span>}
      {list.map((r) => (
        <Tag key={r.id} color="primary" fill="outline" className={styles.chip}>
          <span>
            {r.name}
            {kind === '门票' && (r.sell_value > 0 ? ` ¥${formatYuan(r.sell_value)}` : ' 免费')}
          </span>
          <button type="button" aria-label={`移除${r.name}`} onClick={() => onRemove(r.id)}>
            ×
          </button>
        </Tag>
      ))}
      <Button size="mini" color="primary" fill="outline" onClick={onPick}>
        选择{kind}
      </Button>
    </div>
  );
}
