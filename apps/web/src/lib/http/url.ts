import { resolvePath } from '@kc/shared';

export interface Hosts {
  /** host of `/api/{product}` paths */
  api: string;
  /** host of everything else (`/activity`, `/other`, `/public`, ...) */
  other: string;
}

/** Spec 7: paths containing /api/{product} use the API host, all others the second host. */
export const callUrl = (path: string, product: string, hosts: Hosts): string => {
  const resolved = resolvePath(path, product);
  const host = path.includes('/api/{product}') || resolved.startsWith(`/api/${product}/`) ? hosts.api : hosts.other;
  return `${host}${resolved}`;
};

/** `?a=1&b=x` from the defined fields of a query (arrays repeat, objects as JSON); '' when empty. */
export const queryString = (query: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values)
      params.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v as string | number));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
};
