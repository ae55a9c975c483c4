import {
  ErrorCode,
  HTTP_TIMEOUT_MS,
  type CallData,
  type CallDef,
  type CallQuery,
  type ClientKind,
  type Envelope,
  type Session,
} from '@kc/shared';
import { ApiError } from './api-error';
import { bootCalls } from './boot-calls-loader';
import { createTokenRefresher } from './token-refresher';
import { exchange, TransportError, type TransportFailure } from './transport';
import { callUrl, queryString, type Hosts } from './url';

/** What the client reads from and writes to the session. */
export interface SessionPort {
  read: () => { token: string; refreshToken: string; client: ClientKind; businessId: number | null };
  update: (session: Session) => void;
  /** the local logout of spec 4 */
  clear: () => void;
}

/** The UI side effects of the error catalogue, injected so the client is testable. */
export interface HttpUi {
  toast: (message: string) => void;
  /** '登录失效，请重新登录' with 错误代码 and one 去登录 button that calls onGoLogin */
  loginExpiredDialog: (code: number, onGoLogin: () => void) => void;
  /** go to /login?redirect=<redirect> */
  goLogin: (redirect: string) => void;
}

export interface ApiClientOptions {
  product: string;
  hosts: Hosts;
  session: SessionPort;
  ui: HttpUi;
  /** appName and spm of the payload */
  context: () => { appName: string; spm?: string };
  /** pathname + search of the current screen (the login redirect target) */
  currentPath: () => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** no toast, dialog or login redirect and no token refresh: for best-effort calls such as logout */
  quiet?: boolean;
}

const transportMessages: Record<Exclude<TransportFailure['kind'], 'http'>, string> = {
  timeout: '请求超时 - 1024',
  network: '网络错误 - 1024',
  aborted: '请求已取消',
  format: '接口格式异常',
};

export type ApiClient = ReturnType<typeof createApiClient>;

export const createApiClient = (o: ApiClientOptions) => {
  const timeoutMs = o.timeoutMs ?? HTTP_TIMEOUT_MS;
  // browsers reject `fetch` called with another `this` (Illegal invocation): always call it as a plain function
  const doFetch: typeof fetch = o.fetch ?? ((input, init) => fetch(input, init));
  let expiredDialogOpen = false;

  const payload = (token: string) => {
    const s = o.session.read();
    const { appName, spm } = o.context();
    return {
      token: token || undefined,
      systemName: 'h5',
      client: s.client,
      b_id: s.businessId ?? undefined,
      appName,
      ...(spm ? { spm } : {}),
    };
  };

  const send = async (def: CallDef, query: object, token: string, opts?: CallOptions): Promise<Envelope> => {
    const url = callUrl(def.path, o.product, o.hosts);
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const init: RequestInit =
      def.method === 'GET'
        ? { method: 'GET', headers }
        : {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify({ query, payload: payload(token) }),
          };
    // a GET carries no body: a business call's b_id goes in the URL beside the query (the token stays in the header)
    const businessId = o.session.read().businessId;
    const getQuery =
      typeof def.access === 'object' && def.access.business && businessId !== null
        ? { ...(query as Record<string, unknown>), b_id: businessId }
        : (query as Record<string, unknown>);
    const target = def.method === 'GET' ? url + queryString(getQuery) : url;
    try {
      return await exchange(target, init, { fetch: doFetch, timeoutMs, signal: opts?.signal });
    } catch (e) {
      if (!(e instanceof TransportError)) throw e;
      const f = e.failure;
      const message = f.kind === 'http' ? f.message : transportMessages[f.kind];
      if (f.kind !== 'aborted' && !opts?.quiet) o.ui.toast(message);
      throw new ApiError(ErrorCode.CLIENT_HTTP, message, undefined, true);
    }
  };

  const showLoginExpired = (code: number): void => {
    if (expiredDialogOpen) return;
    expiredDialogOpen = true;
    o.ui.loginExpiredDialog(code, () => {
      expiredDialogOpen = false;
      const redirect = o.currentPath();
      o.session.clear();
      o.ui.goLogin(redirect);
    });
  };

  /** A non-zero answer: 30000 opens the login-expired dialog; every code rejects with the server's message. */
  const fail = (env: Envelope, opts?: CallOptions): never => {
    if (env.code === ErrorCode.SESSION_INVALID && !opts?.quiet) {
      showLoginExpired(env.code);
      throw new ApiError(env.code, env.message || '登录失效，请重新登录', env.data, true);
    }
    throw new ApiError(env.code, env.message, env.data);
  };

  const refreshSession = async (): Promise<boolean> => {
    const { refreshToken } = o.session.read();
    if (!refreshToken) return false;
    const env = await send((await bootCalls()).tokenRefresh, { tokenrefurbish: refreshToken }, '');
    if (env.code !== ErrorCode.OK) return false;
    o.session.update(env.data as Session);
    return true;
  };
  const refresher = createTokenRefresher(refreshSession);

  /** 30001: refresh once for everybody, then replay the call once with the new token. */
  const refreshAndReplay = async (
    def: CallDef,
    query: object,
    usedToken: string,
    opts?: CallOptions,
  ): Promise<unknown> => {
    const current = o.session.read().token;
    // a refresh finished while this request was on its way: just replay with the new token
    if (!current || current === usedToken) {
      const outcome = await refresher.refresh();
      if (outcome === 'limit') {
        o.ui.goLogin(o.currentPath());
        throw new ApiError(ErrorCode.REFRESH_LIMIT, 'token刷新失败3次', undefined, true);
      }
      if (outcome === 'failed') {
        showLoginExpired(ErrorCode.REFRESH_FAILED);
        throw new ApiError(ErrorCode.REFRESH_FAILED, '登录失效，请重新登录', undefined, true);
      }
    }
    const env = await send(def, query, o.session.read().token, opts);
    if (env.code === ErrorCode.OK) return env.data;
    if (env.code === ErrorCode.TOKEN_EXPIRED) throw new ApiError(ErrorCode.CLIENT_HTTP, '数据获取失败，请重试 - 01');
    return fail(env, opts);
  };

  return {
    /** The one way to call the server: the typed `data` on code 0, else an ApiError. */
    async call<C extends CallDef>(def: C, query?: CallQuery<C>, opts?: CallOptions): Promise<CallData<C>> {
      const q = (query ?? {}) as object;
      const token = o.session.read().token;
      const env = await send(def, q, token, opts);
      if (env.code === ErrorCode.OK) {
        refresher.reset();
        return env.data as CallData<C>;
      }
      if (env.code === ErrorCode.TOKEN_EXPIRED && !opts?.quiet) {
        return (await refreshAndReplay(def, q, token, opts)) as CallData<C>;
      }
      return fail(env, opts);
    },
    /** consecutive refreshes so far (tests, diagnostics) */
    get refreshCount(): number {
      return refresher.count;
    },
  };
};
