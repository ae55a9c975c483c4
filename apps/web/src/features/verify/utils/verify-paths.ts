/** The write-off screens' paths (relative to the router's base). */
export const verifyPaths = {
  points: (itemId: number) => `/checkpoint/edit/${itemId}`,
  addPoint: (itemId: number) => `/checkpoint/add/${itemId}`,
  editPoint: (itemId: number, pointId: number) => `/checkpoint/add/${itemId}?id=${pointId}`,
  checkers: (pointId: number) => `/checkpoint/checker/${pointId}`,
  logs: (pointId: number) => `/checkpoint/logs/${pointId}`,
  checkList: '/ticket-invitation/check/list',
  checkerItem: (itemId: number) => `/ticket-invitation/checker/${itemId}`,
  scan: (pointId: number) => `/verification/scan/${pointId}`,
  gun: (pointId?: number) => (pointId ? `/pc/scan?point_id=${pointId}` : '/pc/scan'),
  result: (code: string, pointId: number) =>
    `/verification/business/result/${encodeURIComponent(code)}?point_id=${pointId}`,
  /** where a holder's scan of the point's own code lands (interactive mode) */
  pointCode: (param: string) => `/verification/result/${encodeURIComponent(param)}`,
  /** the holder's QR screen of one of their items (marked as a pass when it is one) */
  holdingCode: (holdingId: number, isCert: boolean) =>
    `/verification/show-qrcode/${holdingId}${isCert ? '?isCert=1' : ''}`,
};
