import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRouteDeps, preloadRoute, resetRouteDeps } from './route-deps';

const FILE = {
  files: ['assets/post-1.js', 'assets/shared-2.js', 'assets/post-3.css', 'assets/my-4.js'],
  routes: { '/post/:id': [0, 1, 2], '/my': [3, 1] },
};

const addMeta = (name: string, content: string) => {
  const m = document.createElement('meta');
  m.name = name;
  m.content = content;
  document.head.appendChild(m);
};
const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((l) =>
    l.getAttribute('href'),
  );

describe('preloadRoute: the modules of the page a navigation opens', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    document.head.innerHTML = '';
    resetRouteDeps();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(JSON.stringify(FILE)));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("links each module of the route once (not its stylesheets: Vite's own list loads those)", async () => {
    addMeta('kc-route-deps', '/static-kc2/assets/route-deps-abc.json');
    await preloadRoute('/post/:id');
    expect(preloads()).toEqual(['/static-kc2/assets/post-1.js', '/static-kc2/assets/shared-2.js']);
    await preloadRoute('/my');
    expect(preloads()).toEqual([
      '/static-kc2/assets/post-1.js',
      '/static-kc2/assets/shared-2.js',
      '/static-kc2/assets/my-4.js',
    ]);
    // the file is fetched once
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/static-kc2/assets/route-deps-abc.json');
  });

  it('does nothing for the route the server already preloaded, nor fetches the file for it', async () => {
    addMeta('kc-route-deps', '/static-kc2/assets/route-deps-abc.json');
    addMeta('kc-preloaded-route', '/post/:id');
    await preloadRoute('/post/:id');
    expect(preloads()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets pages load without the file: none in the page (development), a failed fetch, an unknown route', async () => {
    await preloadRoute('/my');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await loadRouteDeps()).toBeNull();

    resetRouteDeps();
    addMeta('kc-route-deps', '/static-kc2/assets/route-deps-abc.json');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(preloadRoute('/my')).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);

    resetRouteDeps();
    await preloadRoute('/no/such/route');
    expect(preloads()).toEqual([]);
  });
});
