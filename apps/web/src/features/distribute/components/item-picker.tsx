import { CheckList, Tag } from 'antd-mobile';
import type { Item } from '@kc/shared';
import { PRODUCT_TYPE_LABEL } from '../../../lib/issuing';
import styles from './item-picker.module.css';

export interface ItemPickerProps {
  items: Item[];
  value: number | null;
  onChange: (id: number) => void;
}

/** One approved item to distribute, with its kind and what is left. */
export function ItemPicker({ items, value, onChange }: ItemPickerProps) {
  return (
    <section className="section" aria-label="选择票券">
      <h3 className={styles.title}>选择票券</h3>
      <CheckList
        className={styles.list}
        value={value === null ? [] : [value]}
        onChange={(v) => {
          if (typeof v[0] === 'number') onChange(v[0]);
        }}
      >
        {items.map((item) => (
          <CheckList.Item
            key={item.id}
            value={item.id}
            description={`剩余 ${item.counts.remaining}/${item.total_stock}`}
          >
            <span className={styles.name}>
              <Tag color="primary" fill="outline">
                {PRODUCT_TYPE_LABEL[item.product_type] ?? '票券'}
              </Tag>
              {item.name || '未命名'}
            </span>
          </CheckList.Item>
        ))}
      </CheckList>
    </section>
  );
}
