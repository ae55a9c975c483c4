import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_SHELL_PATHS } from '@kc/shared';
import { scanRoutes } from '../routes/scan-routes';
import type { RouteEntry } from '../routes/types';
import { useSession } from '../../lib/session';
import {
  LeanRouter,
  leanRoutes,
  matchRoute,
  navigateLean,
  useLocation,
  useParams,
  useSearchParams,
} from './lean-router';

vi.mock('../route-guard', async (real) => ({ ...(await real<object>()), askToLogin: vi.fn() }));

function Shown({ name }: { name: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  return <p data-testid="shown">{`${name} ${pathname} ${JSON.stringify(params)} ${search.toString()}`}</p>;
}
const page = (name: string) => () => Promise.resolve({ default: () => <Shown name={name} /> });
const routes = leanRoutes([
  { ...scanRoutes.scan, page: page('scanner') },
  { ...scanRoutes.result, page: page('result') },
  { ...scanRoutes.gun, page: page('gun') },
] satisfies RouteEntry[]);

describe('the scan shell router', () => {
  const assign = vi.fn();
  const replace = vi.fn();
  beforeEach(() => {
    const real = window.location;
    vi.stubGlobal('location', {
      get pathname() {
        return real.pathname;
      },
      get search() {
        return real.search;
      },
      get hash() {
        return real.hash;
      },
      assign,
      replace,
      reload: vi.fn(),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
    replace.mockReset();
  });

  it('matches the table rows’ paths, their optional parameters too', () => {
    expect(matchRoute('/verification/scan/:id?', '/verification/scan/12')).toEqual({ id: '12' });
    expect(matchRoute('/verification/scan/:id?', '/verification/scan')).toEqual({ id: undefined });
    expect(matchRoute('/verification/business/result/:qrcode?', '/verification/business/result/a%20b')).toEqual({
      qrcode: 'a b',
    });
    expect(matchRoute('/pc/scan', '/pc/scan')).toEqual({});
    expect(matchRoute('/pc/scan', '/pc/scan/1')).toBeNull();
    expect(matchRoute('/verification/scan/:id?', '/verification/scanner')).toBeNull();
  });

  it('routes exactly the shell’s paths (SCAN_SHELL_PATHS) with the route table’s rows', () => {
    const roots = Object.values(scanRoutes).map((r) => r.path.replace(/\/:\w+\?$/, ''));
    expect(roots.sort()).toEqual([...SCAN_SHELL_PATHS].sort());
  });

  it('changes screens of the shell in the page and loads any other path as a document', async () => {
    useSession.setState({ token: 't' });
    window.history.replaceState(null, '', '/verification/scan/3');
    render(<LeanRouter routes={routes} base="" />);
    expect((await screen.findByTestId('shown')).textContent).toBe('scanner /verification/scan/3 {"id":"3"} ');

    act(() => navigateLean('/verification/business/result/123?point_id=3', { replace: true }));
    expect((await screen.findByText(/^result/)).textContent).toBe(
      'result /verification/business/result/123 {"qrcode":"123"} point_id=3',
    );
    act(() => navigateLean('/pc/scan?point_id=3'));
    expect((await screen.findByText(/^gun/)).textContent).toBe('gun /pc/scan {} point_id=3');
    expect((window.history.state as { idx: number }).idx).toBe(1);
    expect(assign).not.toHaveBeenCalled();

    navigateLean('/checkpoint/logs/3');
    expect(assign).toHaveBeenCalledWith('/checkpoint/logs/3');
    navigateLean('/my', { replace: true });
    expect(replace).toHaveBeenCalledWith('/my');
  });

  it('a screen of the shell without a session goes to the whole app’s login, coming back here after', async () => {
    useSession.setState({ token: '' });
    window.history.replaceState(null, '', '/verification/scan/3');
    render(<LeanRouter routes={routes} base="" />);
    expect(replace).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/verification/scan/3')}`);
    expect(screen.queryByTestId('shown')).toBeNull();
  });

  it('a bad point id is the whole app’s 404', () => {
    useSession.setState({ token: 't' });
    window.history.replaceState(null, '', '/verification/scan/abc');
    render(<LeanRouter routes={routes} base="" />);
    expect(replace).toHaveBeenCalledWith('/404');
  });
});
