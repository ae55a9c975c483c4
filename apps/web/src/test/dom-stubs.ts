/** jsdom has no layout: window.scrollTo moves a settable scrollY and fires scroll like a browser. */
export const installScrollStub = (): void => {
  if (typeof window === 'undefined') return;
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
  window.scrollTo = ((xOrOptions: number | ScrollToOptions, y?: number) => {
    const top = typeof xOrOptions === 'number' ? (y ?? 0) : (xOrOptions.top ?? 0);
    (window as { scrollY: number }).scrollY = top;
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo;
};

/** Test CSS is not loaded: the one rule antd-mobile checks at runtime (its px tester is fixed). */
export const installAntdTestCss = (): void => {
  if (typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.textContent = '.adm-px-tester { position: fixed; }';
  document.head.appendChild(style);
};
