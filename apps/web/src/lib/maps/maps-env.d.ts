/** Build-time configuration of the maps service (AMap) and the global the JS API reads. */
interface ImportMetaEnv {
  /** AMap Web JS API key; absent → the maps service fails fast (地图服务初始化失败) */
  readonly VITE_AMAP_KEY?: string;
  /** AMap security code, set as `window._AMapSecurityConfig` before loading */
  readonly VITE_AMAP_SECURITY_CODE?: string;
}

interface Window {
  _AMapSecurityConfig?: { securityJsCode: string };
}
