import { wxPay } from '@kc/shared';
import { api } from '../../../lib/http';

/** Messaging-app (JSAPI) payment of an unpaid order for the payer's openid: the signed fields. */
export const placeWxPay = (orderSn: string, openid: string) => api.call(wxPay, { order_sn: orderSn, openid });
