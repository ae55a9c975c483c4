/** Business constants and limits of spec section 9. */
export const APP_VERSION = '4.2.12';
export const UI_LIBRARY_VERSION = '3.6.12';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;

export const SEARCH_HISTORY_MAX = 10;
export const SEARCH_HISTORY_SHOWN = 5;
export const DEBOUNCE_EFFICIENCY_MS = 1500;
export const DEBOUNCE_POPUP_MS = 500;

export const ROOT_FONT_MAX_WIDTH = 540;
export const ROOT_FONT_RESIZE_DELAY_MS = 300;

export const HTTP_TIMEOUT_MS = 30_000;
export const APP_REPLY_TIMEOUT_MS = 30_000;
export const MAX_TOKEN_REFRESHES = 3;

export const MAP_GEOLOCATION_TIMEOUT_MS = 30_000;
export const MAP_HIGH_ACCURACY = true;
export const MAP_VERSION = '2.0';
export const MAP_DEFAULT_CITY = '全国';
export const MAP_SCALE_MESSAGING_APP = 28;
export const MAP_SCALE_APP = 12;

export const FACE_CHECK_TIMEOUT_MS = 150_000;
export const WX_SDK_RELOAD_MAX = 1;
export const IMAGE_CHOOSE_COUNT = 9;
export const WX_SIGN_TYPE = 'SHA1';
export const RAW_POSITION_TYPE = 'wgs84';
export const MESSAGING_APP_POSITION_TYPE = 'gcj02';

export const DATE_FORMAT = 'y.m.d h:i';
export const IMAGE_RESIZE_MODE = 'fill';
export const VIDEO_SNAPSHOT_MS = 1000;

export const DIALOG_DEFAULTS = {
  content: '是否确定？',
  confirmText: '确定',
  cancelText: '取消',
  closeOnMaskClick: false,
} as const;

export const DEBUG_CONSOLE_MAX_LOGS = 1000;
export const HISTORY_TYPE_INVITATION = 3;
export const RELATION_TYPES = ['ticket', 'coupon'] as const;
export const STATISTICS_TYPE_DEFAULT = 'all';
export const STATISTICS_CTYPE_DEFAULT = 0;

/** Default goods name of a payment (spec 7.3). */
export const DEFAULT_GOODS_NAME = '商品购买';
