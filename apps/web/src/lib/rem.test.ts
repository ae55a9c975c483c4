import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRem, rootFontSize } from './rem';

const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { value: w, configurable: true });

describe('root font size', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the width / 10 with the width capped at 540', () => {
    expect(rootFontSize(375)).toBe(37.5);
    expect(rootFontSize(540)).toBe(54);
    expect(rootFontSize(1024)).toBe(54);
  });

  it('is set at once and recalculated 300 ms after the last resize', () => {
    setWidth(375);
    const stop = installRem();
    expect(document.documentElement.style.fontSize).toBe('37.5px');

    setWidth(414);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    setWidth(800);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(299);
    expect(document.documentElement.style.fontSize).toBe('37.5px');
    vi.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('54px');

    stop();
    setWidth(320);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(300);
    expect(document.documentElement.style.fontSize).toBe('54px');
  });
});
