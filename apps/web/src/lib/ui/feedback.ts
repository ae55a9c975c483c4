/**
 * Toasts and dialogs for the always-loaded code (the HTTP client's error catalogue, the route guard, the platform
 * module). antd-mobile's Toast and Dialog bring react-spring (about 20 KB gzip together), so the entry chunk does not
 * import them: they load on first use, or when the browser is idle after the first page (boot.ts).
 * Pages import Toast and Dialog from antd-mobile directly, as usual.
 */
export const loadFeedback = () => import('./feedback-widgets');

export const showToast = (content: string): void => {
  void loadFeedback().then(({ Toast }) => Toast.show({ content }));
};
