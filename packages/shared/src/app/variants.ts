/** Brand variants chosen by app name (spec section 1). */
export const DEFAULT_APP_NAME = 'kc';
export const APP_NAMES = ['kc', 'auto_chongqing', 'cimamotor', 'cacf', 'test'] as const;
export type AppName = (typeof APP_NAMES)[number];

export interface Variant {
  title: string;
  /** Which messaging-app id the variant uses: all share `main` except the test variant. */
  wxApp: 'main' | 'test';
}

export const VARIANTS: Record<AppName, Variant> = {
  kc: { title: '车友会', wxApp: 'main' },
  auto_chongqing: { title: '重庆国际车展', wxApp: 'main' },
  cimamotor: { title: '中国国际摩托车博览会', wxApp: 'main' },
  cacf: { title: '中国汽车消费节', wxApp: 'main' },
  test: { title: '测试版', wxApp: 'test' },
};

/**
 * The cookie the web app keeps the variant in use in, beside its persisted state (app/variant.ts), so the server knows
 * it from an HTML request: the 展会 tab's first frame is its variant's exhibition (page-preview.ts).
 */
export const APP_NAME_COOKIE = 'kc-app-name';

/** Empty or unknown app name → the default. */
export const resolveAppName = (value: string | null | undefined): AppName =>
  (APP_NAMES as readonly string[]).includes(value ?? '') ? (value as AppName) : DEFAULT_APP_NAME;

export const variantOf = (appName: string | null | undefined): Variant => VARIANTS[resolveAppName(appName)];

/** "our exhibition": auto_chongqing, cimamotor or cacf. */
export const isOurExhibition = (a: string): boolean => a === 'auto_chongqing' || a === 'cimamotor' || a === 'cacf';
/** "cima/auto Chongqing": auto_chongqing or cimamotor. */
export const isCimaOrAutoChongqing = (a: string): boolean => a === 'auto_chongqing' || a === 'cimamotor';
export const isCimamotor = (a: string): boolean => a === 'cimamotor';
