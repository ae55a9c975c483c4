import type { PlatformResult } from './types';

/**
 * Picks up to `count` images with a hidden file input and answers object URLs (revoke them when done).
 * Browsers that fire the input's `cancel` event (Chromium 113+, Safari 16.4+) answer cancel.
 */
export const pickImages = (count: number): Promise<PlatformResult<string[]>> =>
  new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.multiple = count > 1;
    input.style.display = 'none';
    const done = (result: PlatformResult<string[]>) => {
      input.remove();
      resolve(result);
    };
    input.addEventListener('change', () => {
      const files = Array.from(input.files ?? []).slice(0, count);
      done(files.length ? { status: 'ok', data: files.map((f) => URL.createObjectURL(f)) } : { status: 'cancel' });
    });
    input.addEventListener('cancel', () => done({ status: 'cancel' }));
    document.body.appendChild(input);
    input.click();
  });
