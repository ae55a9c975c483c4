/** Diagnostics: the ?debug=1 console and error reporting, both loaded lazily (never in the entry bundle). */
import { installDebugConsole } from './debug-console';
import { initErrorReporting } from './error-reporting';

export { installDebugConsole, wantsDebugConsole } from './debug-console';
export { initErrorReporting, reportError, type ReportContext } from './error-reporting';

/** Called once from boot. */
export const initDiagnostics = (search: string = window.location.search): void => {
  void installDebugConsole(search);
  void initErrorReporting();
};
