import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '@kc/shared';
import { orderKeys } from '../api/order-keys';
import { PAY_MESSAGES, payOrder, type PayDeps } from '../utils/pay-order';

export type PayState = 'idle' | 'paying' | 'leaving';

/**
 * 立即支付: one payment at a time; a failure as its spec-8 message, a cancel as 已取消支付, the messaging app
 * without an openid silently (spec 5). After a JSAPI or app payment the payer goes to the return page,
 * which asks the server; a web form leaves for the cashier (the button stays busy until the page is gone).
 */
export function usePayFlow(deps?: PayDeps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PayState>('idle');
  const busy = useRef(false);

  // back through the browser's page cache (from the cashier, or from the result page that replaced it): the button
  // works again and the orders are asked for again (the one shown may have been paid meanwhile)
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) {
        busy.current = false;
        setState('idle');
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      }
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [queryClient]);

  const pay = async (order: Pick<Order, 'order_sn'>, returnUrl?: string) => {
    if (busy.current) return;
    busy.current = true;
    setState('paying');
    const outcome = await payOrder(order, { returnUrl }, deps);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    if (outcome.status === 'ok' && outcome.next === 'leaving') {
      setState('leaving');
      return;
    }
    busy.current = false;
    setState('idle');
    switch (outcome.status) {
      case 'ok':
        void navigate(outcome.returnUrl);
        break;
      case 'cancel':
        Toast.show({ content: PAY_MESSAGES.cancelled });
        break;
      case 'silent':
        break;
      case 'fail':
        if (!outcome.shown) Toast.show({ content: outcome.message, icon: 'fail' });
        break;
    }
  };

  return { pay, state, busy: state !== 'idle' };
}
