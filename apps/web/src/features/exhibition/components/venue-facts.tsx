import { lazy, Suspense, useState } from 'react';
import type { ExhibitionInfo } from '@kc/shared';
import { getPlatform } from '../../../lib/platform';
import { PageLoading } from '../../../components/ui/page-loading';
import { dateRange } from './exhibition-dates';
import styles from './exhibition.module.css';

const VenueMap = lazy(() => import('./venue-map'));

/** 时间, 地点 (with the map on demand and navigation), 开放时间. */
export function VenueFacts({ info }: { info: ExhibitionInfo }) {
  const [showMap, setShowMap] = useState(false);
  const located = info.lat !== null && info.lng !== null;
  const navigateTo = () =>
    void getPlatform().openLocation({ lat: info.lat!, lng: info.lng!, name: info.venue, address: info.address });
  return (
    <section className={styles.card} aria-label="展会信息">
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>展会时间</dt>
          <dd>{dateRange(info.start_time, info.end_time)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>展会地点</dt>
          <dd>
            {info.venue}
            {info.address && <div className={styles.subtle}>{info.address}</div>}
            {located && (
              <div className={styles.mapActions}>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-expanded={showMap}
                  onClick={() => setShowMap((v) => !v)}
                >
                  {showMap ? '收起地图' : '查看地图'}
                </button>
                <button type="button" className={styles.linkButton} onClick={navigateTo}>
                  导航前往
                </button>
              </div>
            )}
            {located && showMap && (
              <div className={styles.mapBox}>
                <Suspense fallback={<PageLoading text="地图加载中" />}>
                  <VenueMap lat={info.lat!} lng={info.lng!} />
                </Suspense>
              </div>
            )}
          </dd>
        </div>
        {info.opening_hours && (
          <div className={styles.fact}>
            <dt>开放时间</dt>
            <dd>{info.opening_hours}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
