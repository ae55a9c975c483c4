import { reportError } from '../diagnostics';
import type { Platform, PlatformResult } from './types';

/** Reports a failed platform result (bridges, payments) to error reporting; cancel and denied are not failures. */
export const reportFailure = (what: string, result: PlatformResult<unknown>, extra?: Record<string, unknown>): void => {
  if (result.status !== 'fail') return;
  reportError(new Error(`${what}: ${result.message ?? 'fail'}`), { code: result.code, ...extra });
};

/** The platform with its payment failures reported. */
export const withPayReports = (p: Platform): Platform => ({
  ...p,
  pay: async (req) => {
    const result = await p.pay(req);
    reportFailure(`pay (${p.env}, ${req.kind})`, result, { orderSn: req.orderSn });
    return result;
  },
});
