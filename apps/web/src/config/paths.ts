/** Paths the shell and the built pages navigate to (the route table owns the full list). */
export const paths = {
  home: '/my',
  login: '/login',
  loginPwd: '/loginPwd',
  notFound: '/404',
  my: '/my',
  userInfo: '/my/userInfo',
  setting: '/my/setting',
  account: '/my/setting/account',
  about: '/my/about',
} as const;

/** `/login?redirect=<full path>`; no redirect for the login pages themselves. */
export const loginPath = (redirect?: string): string =>
  redirect && !redirect.startsWith(paths.login)
    ? `${paths.login}?redirect=${encodeURIComponent(redirect)}`
    : paths.login;

/** A same-app redirect target, or null (rejects `//host` and absolute URLs). */
export const safeRedirect = (value: string | null | undefined): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : null;
