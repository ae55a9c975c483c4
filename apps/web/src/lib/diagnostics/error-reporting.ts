import { APP_VERSION } from '@kc/shared';

/** The part of @sentry/react used here. */
export interface ReporterSdk {
  init: (options: { dsn: string; release: string; environment?: string }) => unknown;
  captureException: (error: unknown, hint?: { extra?: Record<string, unknown> }) => unknown;
}

export type ReportContext = Record<string, unknown>;

type State =
  { kind: 'off' } | { kind: 'loading'; queue: [unknown, ReportContext?][] } | { kind: 'on'; sdk: ReporterSdk };

const QUEUE_MAX = 20;
let state: State = { kind: 'off' };

/**
 * Error reporting (Sentry) when a DSN is configured; off otherwise, without loading the SDK.
 * Resolves whether it is on; never rejects.
 */
export const initErrorReporting = async (
  dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN,
  importSdk: () => Promise<ReporterSdk> = () => import('@sentry/react'),
): Promise<boolean> => {
  if (!dsn || state.kind !== 'off') return state.kind === 'on';
  const queue: [unknown, ReportContext?][] = [];
  state = { kind: 'loading', queue };
  try {
    const sdk = await importSdk();
    sdk.init({ dsn, release: APP_VERSION, environment: import.meta.env.MODE });
    state = { kind: 'on', sdk };
    for (const [error, context] of queue) reportError(error, context);
    return true;
  } catch (e) {
    state = { kind: 'off' };
    console.warn('[diagnostics] error reporting failed to load:', e);
    return false;
  }
};

/** Reports a failure (bridges, payments, …). A no-op when reporting is off; never throws. */
export function reportError(error: unknown, context?: ReportContext): void {
  try {
    if (state.kind === 'on') state.sdk.captureException(error, context && { extra: context });
    else if (state.kind === 'loading' && state.queue.length < QUEUE_MAX) state.queue.push([error, context]);
  } catch {
    /* reporting must never break the caller */
  }
}

/** Tests only: back to off. */
export const resetErrorReportingForTests = (): void => {
  state = { kind: 'off' };
};
