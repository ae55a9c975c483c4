import type { Receivable } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { holdingKeys, type ReceiveFilter } from '../api/holding-keys';
import { fetchReceivables } from '../api/receive-list';
import { useSession } from '../../../lib/session';
import { ReceivableCard } from './receivable-card';

export interface ReceivableListProps {
  filter: ReceiveFilter;
  receivingId: number | null;
  onReceive: (item: Receivable) => void;
  onForFamily?: (item: Receivable) => void;
  /** leave this item out (shown on its own above) */
  skipId?: number;
}

/** The free items anyone can receive now, paged. */
export function ReceivableList({ filter, receivingId, onReceive, onForFamily, skipId }: ReceivableListProps) {
  const uid = useSession((s) => s.uid);
  return (
    <ListView
      queryKey={holdingKeys.receiveList(filter, uid)}
      fetchPage={fetchReceivables(filter)}
      itemKey={(i) => i.item_id}
      emptyText={filter.keyword ? '没有找到相关票券' : '暂无数据'}
      renderItem={(i) =>
        i.item_id === skipId ? null : (
          <ReceivableCard
            item={i}
            loading={receivingId === i.item_id}
            onReceive={() => onReceive(i)}
            onForFamily={onForFamily && (() => onForFamily(i))}
          />
        )
      }
    />
  );
}
