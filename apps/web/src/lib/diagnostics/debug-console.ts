import { DEBUG_CONSOLE_MAX_LOGS } from '@kc/shared';

type VConsoleClass = new (options: { log: { maxLogNumber: number } }) => unknown;

let started = false;

/** `?debug=1` in the URL turns the on-screen debug console on. */
export const wantsDebugConsole = (search: string): boolean => new URLSearchParams(search).get('debug') === '1';

/**
 * The debug console (vconsole, ~83 KB gz), imported only with `?debug=1`, at most 1000 log entries.
 * Resolves whether it was started; never rejects.
 */
export const installDebugConsole = async (
  search: string,
  importVConsole: () => Promise<{ default: VConsoleClass }> = () => import('vconsole'),
): Promise<boolean> => {
  if (started || !wantsDebugConsole(search)) return false;
  started = true;
  try {
    const { default: VConsole } = await importVConsole();
    new VConsole({ log: { maxLogNumber: DEBUG_CONSOLE_MAX_LOGS } });
    return true;
  } catch (e) {
    started = false;
    console.warn('[diagnostics] debug console failed to load:', e);
    return false;
  }
};
