/**
 * The one small interface features call for anything that depends on where the app runs
 * (messaging-app browser, mini-program web view, native app shell, plain browser).
 * No feature module checks the environment itself.
 */
import type { ClientKind } from '@kc/shared';

export type Environment = 'wechat' | 'miniprogram' | 'app-ios' | 'app-android' | 'browser';

/** Every outcome normalised (spec 8: ok, cancel, fail, permission denied). */
export type PlatformStatus = 'ok' | 'cancel' | 'fail' | 'denied';

export interface PlatformResult<T = undefined> {
  status: PlatformStatus;
  data?: T;
  /** Chinese message for the user when not ok (e.g. 请在微信环境下使用, 设备不支持, 支付失败) */
  message?: string;
  /** spec codes where they exist (1504 app timeout, -999 bad app message, payment suffixes) */
  code?: number;
}

/** Share data (spec 3.6). */
export interface ShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
  dialog?: { icon?: string; title?: string; tips?: string };
}

/** Messaging-app pay data (spec 3.6). */
export interface JsapiPayData {
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export type PayRequest =
  { kind: 'jsapi'; data: JsapiPayData; orderSn: string } | { kind: 'web'; form: string; orderSn: string };

/** A position with its coordinate system; the app works in GCJ-02. */
export interface GeoPoint {
  lat: number;
  lng: number;
  type: 'gcj02' | 'wgs84';
}

/** Address from the messaging-app picker (spec 3.6). */
export interface PickedAddress {
  postalCode: string;
  provinceName: string;
  cityName: string;
  countryName: string;
  detailInfo: string;
  userName?: string;
  telNumber?: string;
}

export interface Platform {
  readonly env: Environment;
  /** client kind of spec 3.2 sent in every payload */
  readonly client: ClientKind;
  scan(): Promise<PlatformResult<string>>;
  share(data: ShareData): Promise<PlatformResult>;
  pay(request: PayRequest): Promise<PlatformResult>;
  /** this environment's own position source only; the order of spec 4 lives in lib/location */
  locate(): Promise<PlatformResult<GeoPoint>>;
  openLocation(target: {
    lat: number;
    lng: number;
    name: string;
    address: string;
    scale?: number;
  }): Promise<PlatformResult>;
  chooseImage(count?: number): Promise<PlatformResult<string[]>>;
  chooseAddress(): Promise<PlatformResult<PickedAddress>>;
  back(): void;
}
