import { Button } from 'antd-mobile';
import { MAP_SCALE_APP } from '@kc/shared';
import { loadAmap } from './amap-loader';
import type { AMapNamespace, LatLng } from './amap-types';
import { AmapCanvas } from './amap-canvas';
import { useAmap } from './use-amap';
import './map-view.css';

export interface MapViewProps {
  /** GCJ-02 centre, marked on the map */
  center?: LatLng | null;
  /** spec 9 scale (mapScaleFor(env)); clamped to the AMap zoom range */
  scale?: number;
  /** the maps service (tests inject one); must be a stable reference */
  load?: () => Promise<AMapNamespace>;
  className?: string;
}

/** A map, or 地图服务初始化失败 with 刷新 when the maps service cannot load (spec 8). */
export function MapView({ center, scale = MAP_SCALE_APP, load = loadAmap, className }: MapViewProps) {
  const { status, AMap, attempt, retry } = useAmap(load);
  return (
    <div className={`map-view ${className ?? ''}`} data-state={status} data-attempt={attempt}>
      {AMap && <AmapCanvas AMap={AMap} center={center} scale={scale} />}
      {status === 'loading' && <div className="map-view-message">加载中....</div>}
      {status === 'failed' && (
        <div className="map-view-message" role="alert">
          <span>地图服务初始化失败</span>
          <Button size="small" color="primary" fill="outline" onClick={retry}>
            刷新
          </Button>
        </div>
      )}
    </div>
  );
}
