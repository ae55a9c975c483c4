import { Tag } from 'antd-mobile';
import type { Item } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { itemRows } from '../../../lib/issuing';
import styles from './changed-fields.module.css';

/** The item as it would be after passing; rows whose fields this audit changes are highlighted. */
export function ChangedFields({ item, changes }: { item: Item; changes: Record<string, unknown> }) {
  const changed = new Set(Object.keys(changes));
  const rows = itemRows(item).map((r) => {
    const highlight = r.fields.some((f) => changed.has(f));
    return {
      ...r,
      highlight,
      badge: highlight ? (
        <Tag color="warning" fill="outline" className={styles.tag}>
          已修改
        </Tag>
      ) : undefined,
    };
  });
  return <KeyValueList title={changed.size > 0 ? '通过后的内容（高亮为本次修改）' : '提交的内容'} rows={rows} />;
}
