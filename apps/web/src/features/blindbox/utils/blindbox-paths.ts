/** The paths the blind-box screens link to. */
export const blindBoxPaths = {
  box: (id?: number) => (id ? `/little-action/blind-box?id=${id}` : '/little-action/blind-box'),
  success: (orderId?: number) =>
    orderId ? `/little-action/blind-box/success?order_id=${orderId}` : '/little-action/blind-box/success',
  /** the order payment screen, coming back to the opened boxes after the cashier */
  payment: (orderId: number) =>
    `/my/order/payment/${orderId}?return=${encodeURIComponent(blindBoxPaths.success(orderId))}`,
  certify: '/real-name-certification/form',
};

/** 12.5% as the page shows odds. */
export const oddsText = (odds: number) => `${odds.toFixed(odds % 1 === 0 ? 0 : 2)}%`;
