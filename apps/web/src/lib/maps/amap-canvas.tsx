import { useEffect, useRef, useState } from 'react';
import type { AMapMap, AMapNamespace, LatLng } from './amap-types';
import { mapZoom } from './map-options';

interface AmapCanvasProps {
  AMap: AMapNamespace;
  center?: LatLng | null;
  scale: number;
}

/** The AMap map itself: created once per loaded API, centred and marked on `center`. */
export function AmapCanvas({ AMap, center, scale }: AmapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<AMapMap | null>(null);
  const lat = center?.lat;
  const lng = center?.lng;

  useEffect(() => {
    if (!container.current) return;
    const created = new AMap.Map(container.current, { zoom: mapZoom(scale) });
    setMap(created);
    return () => {
      setMap(null);
      created.destroy();
    };
  }, [AMap, scale]);

  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    const marker = new AMap.Marker({ position: [lng, lat] });
    map.setCenter([lng, lat]);
    map.add(marker);
    return () => map.remove(marker);
  }, [AMap, map, lat, lng]);

  return <div ref={container} className="map-view-canvas" />;
}
