import type { Envelope } from '@kc/shared';

/** Why a request produced no usable envelope. */
export type TransportFailure =
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'aborted' }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'format' };

export class TransportError extends Error {
  constructor(readonly failure: TransportFailure) {
    super(failure.kind);
  }
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';

const readJson = async (res: Response): Promise<unknown> => {
  try {
    return (await res.json()) as unknown;
  } catch {
    return undefined;
  }
};

/** One HTTP exchange with a timeout: the `{ code, message, data }` envelope, or a TransportError. */
export const exchange = async (
  url: string,
  init: RequestInit,
  opts: { fetch: typeof fetch; timeoutMs: number; signal?: AbortSignal },
): Promise<Envelope> => {
  const ctrl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, opts.timeoutMs);
  const onAbort = () => ctrl.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const failed = (): TransportError =>
    new TransportError({ kind: timedOut ? 'timeout' : opts.signal?.aborted ? 'aborted' : 'network' });
  try {
    let res: Response;
    try {
      res = await opts.fetch(url, { ...init, signal: ctrl.signal });
    } catch {
      throw failed();
    }
    const body = await readJson(res);
    if (ctrl.signal.aborted) throw failed();
    if (!res.ok) {
      const message =
        typeof (body as { message?: unknown } | undefined)?.message === 'string' ? (body as Envelope).message : '';
      throw new TransportError({
        kind: 'http',
        status: res.status,
        message: message || res.statusText || `HTTP ${res.status}`,
      });
    }
    if (!isEnvelope(body)) throw new TransportError({ kind: 'format' });
    return body;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
};
