/** Cookie helper over anything with a `cookie` string (a Document); expiry in days. */
export interface CookieTarget {
  cookie: string;
}

export const getCookie = (doc: CookieTarget, name: string): string | null => {
  for (const part of doc.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
};

export const setCookie = (doc: CookieTarget, name: string, value: string, days?: number, path = '/'): void => {
  const expires = days === undefined ? '' : `; expires=${new Date(Date.now() + days * 864e5).toUTCString()}`;
  doc.cookie = `${name}=${encodeURIComponent(value)}${expires}; path=${path}`;
};

export const removeCookie = (doc: CookieTarget, name: string, path = '/'): void => {
  doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
};
