/**
 * The WeChat mini-program web view (ecosystem trap 2): share by posting to the mini-program, pay by
 * navigating to its pay page, back through its navigation. The mini-program side:
 * - MINIPROGRAM_PAY_PAGE `?order_sn=…` pays and returns;
 * - MINIPROGRAM_WEBVIEW_PAGE `?url=…` is the web-view page a shared card opens.
 */
import { IMAGE_CHOOSE_COUNT, type ClientKind } from '@kc/shared';
import { pickImages } from './file-picker';
import { amapMarkerUrl } from './map-link';
import { DEVICE_UNSUPPORTED, refuse } from './messages';
import type { Platform, ShareData } from './types';
import type { PlatformUi } from './ui';
import type { Wx, WxMiniProgram } from './wechat/wx-types';

export const MINIPROGRAM_PAY_PAGE = '/pages/pay/index';
export const MINIPROGRAM_WEBVIEW_PAGE = '/pages/webview/index';

/** What a mini-program share posts (spec 7.6): title, path, url and imageUrl. */
export const miniProgramShareMessage = (data: ShareData) => ({
  title: data.title,
  path: `${MINIPROGRAM_WEBVIEW_PAGE}?url=${encodeURIComponent(data.link)}`,
  url: data.link,
  imageUrl: data.imgUrl,
});

export interface MiniProgramDeps {
  ui: PlatformUi;
  client?: ClientKind;
  loadWx: () => Promise<Wx>;
  navigate?: (url: string) => void;
}

export const createMiniProgramPlatform = ({
  ui,
  client = 'wxapplet',
  loadWx,
  navigate = (url) => window.location.assign(url),
}: MiniProgramDeps): Platform => {
  const mp = async (): Promise<WxMiniProgram | undefined> => (await loadWx().catch(() => undefined))?.miniProgram;
  return {
    env: 'miniprogram',
    client,
    // scanning and the address picker are not offered to the web view here
    scan: () => Promise.resolve(refuse<string>(ui, DEVICE_UNSUPPORTED)),
    share: async (data) => {
      const m = await mp();
      if (!m) return { status: 'fail', message: DEVICE_UNSUPPORTED };
      m.postMessage({ data: miniProgramShareMessage(data) });
      return { status: 'ok' };
    },
    pay: async (req) => {
      const m = await mp();
      if (!m) return { status: 'fail', message: DEVICE_UNSUPPORTED };
      const url = `${MINIPROGRAM_PAY_PAGE}?order_sn=${encodeURIComponent(req.orderSn)}`;
      return new Promise((resolve) =>
        m.navigateTo({
          url,
          success: () => resolve({ status: 'ok' }),
          fail: (res) => resolve({ status: 'fail', message: res.errMsg }),
        }),
      );
    },
    locate: () => Promise.resolve({ status: 'fail' }),
    openLocation: (target) => {
      navigate(amapMarkerUrl(target));
      return Promise.resolve({ status: 'ok' });
    },
    chooseImage: (count = IMAGE_CHOOSE_COUNT) => pickImages(count),
    chooseAddress: () => Promise.resolve(refuse(ui, DEVICE_UNSUPPORTED)),
    back: () => {
      void mp().then((m) => (m ? m.navigateBack({ delta: 1 }) : window.history.back()));
    },
  };
};
