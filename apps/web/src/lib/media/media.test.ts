import { describe, expect, it } from 'vitest';
import { compressImage, fitWithin, jpegName, shouldCompress } from './compress-image';
import { snapshotSecond } from './video-snapshot';

describe('image compression maths', () => {
  it('fits the longest side within 1600 px, keeping the ratio, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 10)).toEqual({ width: 1600, height: 2 });
    expect(fitWithin(20000, 1)).toEqual({ width: 1600, height: 1 });
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
  });

  it('leaves GIFs, small files and non-images alone', () => {
    expect(shouldCompress({ type: 'image/gif', size: 5_000_000 })).toBe(false);
    expect(shouldCompress({ type: 'image/jpeg', size: 100_000 })).toBe(false);
    expect(shouldCompress({ type: 'video/mp4', size: 5_000_000 })).toBe(false);
    expect(shouldCompress({ type: 'image/png', size: 3_000_000 })).toBe(true);
    expect(shouldCompress({ type: 'image/jpeg', size: 300_000 })).toBe(true);
  });

  it('names the re-encoded file .jpg', () => {
    expect(jpegName('IMG_0001.PNG')).toBe('IMG_0001.jpg');
    expect(jpegName('a.b.webp')).toBe('a.b.jpg');
    expect(jpegName('')).toBe('image.jpg');
  });

  it('a file that is not worth it comes back as it is', async () => {
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    expect(await compressImage(gif)).toBe(gif);
  });
});

describe('video snapshot time', () => {
  it('is 1 s, or the middle of a shorter video, or 0 when unknown', () => {
    expect(snapshotSecond(30)).toBe(1);
    expect(snapshotSecond(0.6)).toBe(0.3);
    expect(snapshotSecond(Number.NaN)).toBe(0);
    expect(snapshotSecond(Infinity)).toBe(0);
  });
});
