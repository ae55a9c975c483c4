import { afterEach, describe, expect, it } from 'vitest';
import { applyAppStyles } from './boot-splash';

describe('applyAppStyles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('applies the preloaded app stylesheets and resolves when each has loaded or failed', async () => {
    document.head.innerHTML = `<link rel="preload" as="style" href="/a.css" data-app-style>
      <link rel="preload" as="style" href="/b.css" data-app-style><link rel="preload" as="font" href="/f.woff2">`;
    let done = false;
    const ready = applyAppStyles().then(() => (done = true));
    const [a, b] = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-app-style]'));
    expect([a!.rel, b!.rel]).toEqual(['stylesheet', 'stylesheet']);
    expect(document.querySelector<HTMLLinkElement>('link[as="font"]')!.rel).toBe('preload');
    a!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    b!.dispatchEvent(new Event('error'));
    await ready;
    expect(done).toBe(true);
  });

  it('resolves at once without any (the dev server injects styles itself)', async () => {
    await expect(applyAppStyles()).resolves.toBeUndefined();
  });
});
