import { webPay } from '@kc/shared';
import { api } from '../../../lib/http';

/** Web payment of an unpaid order: the provider's HTML form (data.form); the payer comes back to returnUrl. */
export const placeWebPay = (orderSn: string, returnUrl: string) =>
  api.call(webPay, { order_sn: orderSn, return_url: returnUrl });
