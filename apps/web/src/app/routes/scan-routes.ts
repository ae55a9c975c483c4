import { positiveIds, requireParam } from './params';
import type { RouteEntry } from './types';

/**
 * The route table's rows of the scan shell's four screens (SCAN_SHELL_PATHS of @kc/shared): the whole app's table
 * (table.ts) and the lean scan shell (app/lean, apps/web/scan.html) both route them from here, so each has one path,
 * title, rule and page.
 */
export const scanRoutes = {
  gun: {
    path: '/pc/scan',
    title: '扫码枪核销',
    login: true,
    page: () => import('../../features/verify/pages/pc-scan-page'),
  },
  cert: {
    path: '/cert/scan',
    title: '证书扫码',
    login: true,
    page: () => import('../../features/verify/pages/cert-scan-page'),
  },
  scan: {
    path: '/verification/scan/:id?',
    title: '扫码核销',
    login: true,
    check: positiveIds('id'),
    page: () => import('../../features/verify/pages/scan-page'),
  },
  result: {
    path: '/verification/business/result/:qrcode?',
    title: '商家核销结果',
    login: true,
    check: requireParam('qrcode', 'notFound'),
    page: () => import('../../features/verify/pages/business-result-page'),
  },
} satisfies Record<string, RouteEntry>;
