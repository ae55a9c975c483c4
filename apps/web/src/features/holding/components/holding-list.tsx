import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { holdingKeys, type HoldingFilter } from '../api/holding-keys';
import { fetchHoldings } from '../api/holding-list';
import { holdingPaths } from '../utils/holding-paths';
import { HoldingCard } from './holding-card';

/** The caller's items of one type and scope (optionally searched), each opening its code screen. */
export interface HoldingListProps {
  filter: HoldingFilter;
  emptyText?: string;
  /** before a card opens another screen (the search page keeps the keyword) */
  onOpen?: () => void;
}

export function HoldingList({ filter, emptyText, onOpen }: HoldingListProps) {
  const nav = useNavigate();
  const navigate = (to: string) => {
    onOpen?.();
    return nav(to);
  };
  return (
    <ListView
      queryKey={holdingKeys.list(filter)}
      fetchPage={fetchHoldings(filter)}
      itemKey={(c) => c.holding_id}
      emptyText={emptyText ?? (filter.keyword ? '没有找到相关内容' : '暂无数据')}
      renderItem={(c) => (
        <HoldingCard
          card={c}
          onClick={() => void navigate(holdingPaths.qrcode(c))}
          actions={
            <>
              <Button
                size="mini"
                fill="outline"
                onClick={() => void navigate(holdingPaths.record(c.holding_id, c.is_cert))}
              >
                核销记录
              </Button>
              {c.product_type === 2 && (
                <Button size="mini" fill="outline" onClick={() => void navigate(holdingPaths.stores(c.holding_id))}>
                  适用门店
                </Button>
              )}
              {c.state === 'valid' && (
                <Button size="mini" color="primary" onClick={() => void navigate(holdingPaths.qrcode(c))}>
                  {c.is_cert ? '出示证件' : '去使用'}
                </Button>
              )}
            </>
          }
        />
      )}
    />
  );
}
