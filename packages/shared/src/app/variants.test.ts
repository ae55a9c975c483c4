import { describe, expect, it } from 'vitest';
import { auditTypeLabel } from './enums.js';
import {
  isCimaOrAutoChongqing,
  isCimamotor,
  isOurExhibition,
  resolveAppName,
  variantOf,
  VARIANTS,
} from './variants.js';
import * as constants from '../common/constants.js';

describe('variants', () => {
  it('falls back to the default app name when empty or unknown', () => {
    expect(resolveAppName('')).toBe('kc');
    expect(resolveAppName(undefined)).toBe('kc');
    expect(resolveAppName('nope')).toBe('kc');
    expect(resolveAppName('cacf')).toBe('cacf');
  });
  it('shares one messaging-app id except the test variant', () => {
    const ids = Object.entries(VARIANTS).map(([k, v]) => [k, v.wxApp]);
    expect(ids.filter(([, id]) => id === 'test')).toEqual([['test', 'test']]);
    expect(variantOf('cimamotor').title).toBe('中国国际摩托车博览会');
  });
  it.each([
    ['kc', false, false, false],
    ['auto_chongqing', true, true, false],
    ['cimamotor', true, true, true],
    ['cacf', true, false, false],
    ['test', false, false, false],
  ])('%s: our exhibition %s, cima/auto Chongqing %s, cimamotor %s', (a, our, cima, moto) => {
    expect([isOurExhibition(a), isCimaOrAutoChongqing(a), isCimamotor(a)]).toEqual([our, cima, moto]);
  });
  it('labels audit types and unknown ones as 未知类型', () => {
    expect(auditTypeLabel('ticket_relation')).toBe('门票关联卡券审核');
    expect(auditTypeLabel('x')).toBe('未知类型');
  });
});

describe('constants of spec section 9', () => {
  it('has the documented values', () => {
    expect(constants).toMatchObject({
      DEFAULT_PAGE: 1,
      DEFAULT_PAGE_SIZE: 10,
      SEARCH_HISTORY_MAX: 10,
      SEARCH_HISTORY_SHOWN: 5,
      DEBOUNCE_EFFICIENCY_MS: 1500,
      DEBOUNCE_POPUP_MS: 500,
      ROOT_FONT_MAX_WIDTH: 540,
      ROOT_FONT_RESIZE_DELAY_MS: 300,
      HTTP_TIMEOUT_MS: 30000,
      APP_REPLY_TIMEOUT_MS: 30000,
      MAX_TOKEN_REFRESHES: 3,
      MAP_GEOLOCATION_TIMEOUT_MS: 30000,
      MAP_VERSION: '2.0',
      MAP_DEFAULT_CITY: '全国',
      MAP_SCALE_MESSAGING_APP: 28,
      MAP_SCALE_APP: 12,
      FACE_CHECK_TIMEOUT_MS: 150000,
      WX_SDK_RELOAD_MAX: 1,
      IMAGE_CHOOSE_COUNT: 9,
      WX_SIGN_TYPE: 'SHA1',
      RAW_POSITION_TYPE: 'wgs84',
      DATE_FORMAT: 'y.m.d h:i',
      VIDEO_SNAPSHOT_MS: 1000,
      DEBUG_CONSOLE_MAX_LOGS: 1000,
      HISTORY_TYPE_INVITATION: 3,
      APP_VERSION: '4.2.12',
    });
    expect(constants.DIALOG_DEFAULTS).toEqual({
      content: '是否确定？',
      confirmText: '确定',
      cancelText: '取消',
      closeOnMaskClick: false,
    });
  });
});
