import { Button } from 'antd-mobile';
import type { CallData, offlineStores } from '@kc/shared';
import { formatDistance } from '@kc/shared';

export type Store = CallData<typeof offlineStores>['list'][number];

/** A place the item can be used: name, address, distance (km, or 未知), opening hours and 导航. */
export function StoreRow({ store, onNavigate }: { store: Store; onNavigate?: () => void }) {
  return (
    <article className="store-row" aria-label={store.point_name}>
      <div className="store-info">
        <strong>{store.point_name}</strong>
        <p>{store.point_location || '暂无地址'}</p>
        <p>
          距离 <span className="store-distance">{formatDistance(store.distance)}</span>
          {store.opening_hours && ` · 营业时间 ${store.opening_hours}`}
        </p>
      </div>
      {onNavigate && (
        <Button size="mini" color="primary" fill="outline" className="store-nav" onClick={onNavigate}>
          导航
        </Button>
      )}
    </article>
  );
}
