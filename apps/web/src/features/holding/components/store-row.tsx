import { Button } from 'antd-mobile';
import type { CallData, offlineStores } from '@kc/shared';
import { formatDistance } from '@kc/shared';
import styles from './store-row.module.css';

export type Store = CallData<typeof offlineStores>['list'][number];

/** 已按距离由近到远排序 or why the distances are unknown, above the stores. */
export const StoresNote = ({ located }: { located: boolean }) => (
  <p className={styles.locate}>{located ? '已按距离由近到远排序' : '定位失败，距离未知'}</p>
);

/** A place the item can be used: name, address, distance (km, or 未知), opening hours and 导航. */
export function StoreRow({ store, onNavigate }: { store: Store; onNavigate?: () => void }) {
  return (
    <article className={styles.row} aria-label={store.point_name}>
      <div className={styles.info}>
        <strong>{store.point_name}</strong>
        <p>{store.point_location || '暂无地址'}</p>
        <p>
          距离 <span className={styles.distance}>{formatDistance(store.distance)}</span>
          {store.opening_hours && ` · 营业时间 ${store.opening_hours}`}
        </p>
      </div>
      {onNavigate && (
        <Button size="mini" color="primary" fill="outline" className={styles.nav} onClick={onNavigate}>
          导航
        </Button>
      )}
    </article>
  );
}
