import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_CAP_MS, FIRST_PAGE_POLL_MS, firstPageDrawn } from './boot';
import { BOOT_SPLASH_ID } from './boot-splash';

describe('firstPageDrawn', () => {
  let client: QueryClient;
  let drawn: boolean;
  const watch = () => {
    drawn = false;
    void firstPageDrawn(client).then(() => (drawn = true));
  };
  const polls = async (n: number) => {
    for (let i = 0; i < n; i += 1) await vi.advanceTimersByTimeAsync(FIRST_PAGE_POLL_MS);
  };
  /** a picture in view whose load has not ended (jsdom loads no pictures: `complete` is set by hand) */
  const loadingPicture = () => {
    const img = document.createElement('img');
    Object.defineProperty(img, 'complete', { value: false, configurable: true });
    img.getBoundingClientRect = () =>
      ({ top: 10, bottom: 200, left: 0, right: 375, width: 375, height: 190 }) as DOMRect;
    document.body.append(img);
    return img;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    document.body.innerHTML = `<div id="${BOOT_SPLASH_ID}"></div>`;
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for the splash to go, then for two calm polls in a row', async () => {
    watch();
    await polls(3);
    expect(drawn).toBe(false);
    document.getElementById(BOOT_SPLASH_ID)!.remove();
    await polls(1);
    expect(drawn).toBe(false);
    await polls(1);
    expect(drawn).toBe(true);
  });

  it('waits while the page fetches its data', async () => {
    document.body.innerHTML = '';
    let answer!: (v: number) => void;
    void client.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<number>((r) => (answer = r)) });
    watch();
    await polls(5);
    expect(drawn).toBe(false);
    answer(1);
    await polls(2);
    expect(drawn).toBe(true);
  });

  it('waits for a picture in view, not for one below the fold or one that has loaded', async () => {
    document.body.innerHTML = '';
    const img = loadingPicture();
    const below = loadingPicture();
    below.getBoundingClientRect = () => ({ top: 2000, bottom: 2200, width: 375 }) as DOMRect;
    document.body.append(document.createElement('img'));
    watch();
    await polls(5);
    expect(drawn).toBe(false);
    Object.defineProperty(img, 'complete', { value: true });
    await polls(2);
    expect(drawn).toBe(true);
  });

  it('gives up waiting after the cap (a picture that never ends)', async () => {
    loadingPicture();
    watch();
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_CAP_MS - FIRST_PAGE_POLL_MS);
    expect(drawn).toBe(false);
    await polls(1);
    expect(drawn).toBe(true);
  });
});
