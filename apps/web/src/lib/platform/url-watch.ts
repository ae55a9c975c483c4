/**
 * Calls back when the URL (without `#…`) changes: history.pushState/replaceState (the router) and
 * popstate, debounced so a redirect chain counts once. Returns the uninstall.
 */
export const watchUrlChanges = (onChange: (href: string) => void, debounceMs = 50): (() => void) => {
  const href = () => window.location.href.split('#')[0] ?? '';
  let last = href();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const now = href();
      if (now === last) return;
      last = now;
      onChange(now);
    }, debounceMs);
  };
  const { history } = window;
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    check();
  };
  history.replaceState = (...args: Parameters<History['replaceState']>) => {
    replace(...args);
    check();
  };
  window.addEventListener('popstate', check);
  return () => {
    clearTimeout(timer);
    history.pushState = push;
    history.replaceState = replace;
    window.removeEventListener('popstate', check);
  };
};
