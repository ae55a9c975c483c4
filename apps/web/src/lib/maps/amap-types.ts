/** A GCJ-02 position, the coordinate system of the app, AMap and the messaging app. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The small part of the AMap 2.0 JS API the app uses (the full types live in @amap/amap-jsapi-types). */
export interface AMapLngLat {
  lng: number;
  lat: number;
}

export type AMapGeolocationCallback = (
  status: 'complete' | 'error' | 'no_data',
  result: { position?: AMapLngLat; message?: string; info?: string },
) => void;

export interface AMapGeolocation {
  getCurrentPosition(callback: AMapGeolocationCallback): void;
}

export interface AMapMap {
  setCenter(center: [number, number]): void;
  add(overlay: unknown): void;
  remove(overlay: unknown): void;
  destroy(): void;
}

export interface AMapNamespace {
  Map: new (container: HTMLElement, options: { zoom: number; center?: [number, number] }) => AMapMap;
  Marker: new (options: { position: [number, number] }) => object;
  Geolocation: new (options: { enableHighAccuracy: boolean; timeout: number; convert?: boolean }) => AMapGeolocation;
}
