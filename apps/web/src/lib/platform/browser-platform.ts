import { IMAGE_CHOOSE_COUNT, type ClientKind } from '@kc/shared';
import { pickImages } from './file-picker';
import { amapMarkerUrl } from './map-link';
import { NOT_IN_WECHAT, refuse } from './messages';
import { shareByCopy } from './share-fallback';
import type { Platform } from './types';
import type { PlatformUi } from './ui';
import { submitPayForm } from './web-pay';

export interface BrowserDeps {
  ui: PlatformUi;
  client: ClientKind;
  navigate?: (url: string) => void;
}

/** An ordinary browser: copy-to-share, form payments, map links, a file input; no scan or address picker. */
export const createBrowserPlatform = ({
  ui,
  client,
  navigate = (url) => window.location.assign(url),
}: BrowserDeps): Platform => ({
  env: 'browser',
  client,
  scan: () => Promise.resolve(refuse<string>(ui, NOT_IN_WECHAT)),
  share: (data) => shareByCopy(data, ui),
  // a JSAPI payment needs the messaging app (and an openid): it fails silently here (spec 5)
  pay: (req) => Promise.resolve(req.kind === 'web' ? submitPayForm(req.form) : { status: 'fail' }),
  // the browser geolocation step belongs to lib/location
  locate: () => Promise.resolve({ status: 'fail' }),
  openLocation: (target) => {
    navigate(amapMarkerUrl(target));
    return Promise.resolve({ status: 'ok' });
  },
  chooseImage: (count = IMAGE_CHOOSE_COUNT) => pickImages(count),
  chooseAddress: () => Promise.resolve(refuse(ui, NOT_IN_WECHAT)),
  back: () => window.history.back(),
});
