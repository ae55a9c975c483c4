/** The paths the order screens link to. */
export const orderPaths = {
  sale: (projectId?: number | null) =>
    projectId ? `/exhibition/ticket?project_id=${projectId}` : '/exhibition/ticket',
  buy: (itemId: number) => `/exhibition/ticket/buy?id=${itemId}`,
  list: (tab?: string) => (tab && tab !== 'all' ? `/my/order/list?tab=${tab}` : '/my/order/list'),
  detail: (id: number) => `/my/order/detail/${id}`,
  goods: (id: number) => `/my/order/goodsDetail/${id}`,
  payment: (id: number) => `/my/order/payment/${id}`,
  result: (orderSn: string) => `/my/order/result/${encodeURIComponent(orderSn)}`,
  refund: (id: number) => `/my/order/refund/${id}`,
  /** the application form of an item (pay first then fill in, or fill in first then pay) */
  form: (itemId: number) => `/invitation/enter-blank/1/${itemId}`,
  recipients: '/my/add-recipient/0',
  myTickets: '/my/ticket/list',
  qrcode: (holdingId: number) => `/verification/show-qrcode/${holdingId}`,
};

/** A positive integer route or query parameter as a number; undefined for anything else. */
export const positiveId = (v: string | null | undefined): number | undefined =>
  v && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : undefined;
