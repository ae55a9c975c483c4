import type { Item } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { itemRows } from '../../../lib/issuing';

/** Every field of the item, as label and value. */
export function ItemFields({ item }: { item: Item }) {
  return <KeyValueList title="详细信息" rows={itemRows(item)} />;
}
