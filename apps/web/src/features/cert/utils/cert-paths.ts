/** The paths the pass screens go to (the route table owns the full list). */
const sn = (certSn: string) => encodeURIComponent(certSn);

export const certPaths = {
  register: (certSn: string) => `/cert/register?cert_sn=${sn(certSn)}`,
  edit: (certSn: string) => `/cert/register/edit?cert_sn=${sn(certSn)}`,
  view: (certSn: string) => `/cert/register/${sn(certSn)}`,
  success: (certSn: string) => `/cert/success?id=${sn(certSn)}`,
  fail: (certSn: string, message: string) => `/cert/fail?msg=${encodeURIComponent(message)}&id=${sn(certSn)}`,
  print: (certSn: string) => `/print/cert?cert_sn=${sn(certSn)}`,
  /** the QR screen of a pass */
  show: (holdingId: number) => `/verification/show-qrcode/${holdingId}?isCert=1`,
  mine: '/my/cert',
  history: '/my/cert/history',
} as const;
