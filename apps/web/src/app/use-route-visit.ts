import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppState } from './app-state';
import { KEEP_SCROLL_ATTR, rememberContainer, restoreContainers, restoreWindowScroll } from './scroll-memory';

/**
 * Spec 2 and 3.1 per full path: entering counts the visit and stamps the entry time; leaving records
 * the stay time and the scroll position; returning restores the window and inner container scroll.
 */
export function useRouteVisit(): void {
  const location = useLocation();
  const fullPath = location.pathname + location.search;
  const current = useRef(fullPath);
  const scrollY = useRef(0);

  useEffect(() => {
    const onWindowScroll = () => {
      scrollY.current = window.scrollY;
    };
    const onAnyScroll = (e: Event) => {
      if (e.target instanceof Element && e.target.hasAttribute(KEEP_SCROLL_ATTR))
        rememberContainer(current.current, e.target);
    };
    const onPageHide = () => useAppState.getState().leaveRoute(current.current, scrollY.current);
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) useAppState.getState().enterRoute(current.current);
    };
    window.addEventListener('scroll', onWindowScroll, { passive: true });
    document.addEventListener('scroll', onAnyScroll, { capture: true, passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', onWindowScroll);
      document.removeEventListener('scroll', onAnyScroll, { capture: true });
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useLayoutEffect(() => {
    const { enterRoute, leaveRoute, routeVisitInfo } = useAppState.getState();
    const saved = routeVisitInfo[fullPath]?.scrollTo ?? 0;
    current.current = fullPath;
    scrollY.current = saved;
    enterRoute(fullPath);
    const stopRestore = restoreWindowScroll(saved);
    restoreContainers(fullPath);
    const frame = requestAnimationFrame(() => restoreContainers(fullPath));
    return () => {
      stopRestore();
      cancelAnimationFrame(frame);
      leaveRoute(fullPath, scrollY.current);
    };
  }, [fullPath]);
}
