/** On-demand maps (AMap 2.0). Import from pages only: never from the entry bundle. */
export { amapLoader, createAmapLoader, loadAmap, MapLoadError, type MapLoadFailure } from './amap-loader';
export type { AMapNamespace, LatLng } from './amap-types';
export { GEOCODER_OPTIONS, GEOLOCATION_OPTIONS, mapScaleFor, mapZoom } from './map-options';
export { MapView, type MapViewProps } from './map-view';
