import { TopProgress } from '../components/ui/top-progress';
import { useAppState } from './app-state';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { useLoadingProgress } from './use-loading-progress';
import { useRouteVisit } from './use-route-visit';

/** Id of the footer area: pages portal fixed bottom bars into it. */
export const FOOTER_ID = 'app-footer';

/**
 * The root view: the top progress bar while a route or a page's first data loads, full-screen loading overlay (a CSS
 * spinner: antd-mobile's SpinLoading would bring react-spring into the entry chunk), the routed outlet with
 * keep-alive, and a footer area.
 */
export function RootView() {
  const fullLoading = useAppState((s) => s.fullLoading);
  const loadingText = useAppState((s) => s.loadingText);
  const loading = useLoadingProgress();
  useRouteVisit();

  return (
    <div className="app-root">
      <TopProgress active={loading} />
      <main className="app-main">
        <KeepAliveOutlet />
      </main>
      <footer id={FOOTER_ID} className="app-footer" />
      {fullLoading && (
        <div className="full-loading" role="alert" aria-busy="true">
          <span className="full-loading-spinner" />
          <span className="full-loading-text">{loadingText}</span>
        </div>
      )}
    </div>
  );
}
