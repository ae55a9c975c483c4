import type { PickedAddress } from '../types';
import type { WxResult } from './wx-types';

const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** `wx.openAddress` answer → the picked address of spec 3.6 (WeChat's `countyName` is our countryName). */
export const mapWxAddress = (res: WxResult): PickedAddress => ({
  postalCode: str(res.postalCode),
  provinceName: str(res.provinceName),
  cityName: str(res.cityName),
  countryName: str(res.countyName ?? res.countryName),
  detailInfo: str(res.detailInfo),
  userName: str(res.userName),
  telNumber: str(res.telNumber),
});
