/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** product code (env PRODUCT at build time, default kc) */
  readonly VITE_PRODUCT: string;
  /** host of `/api/{product}` paths; '' = same origin */
  readonly VITE_API_HOST?: string;
  /** host of every other path; '' = same origin */
  readonly VITE_OTHER_HOST?: string;
  readonly VITE_WX_APP_ID?: string;
  readonly VITE_WX_APP_ID_TEST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
