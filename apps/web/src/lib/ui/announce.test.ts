import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, installAnnouncer } from './announce';

describe('announce', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('says a message through one assertive live region that is in the page before it speaks', () => {
    vi.useFakeTimers();
    const region = installAnnouncer();
    expect(region.getAttribute('aria-live')).toBe('assertive');
    expect(region.getAttribute('aria-atomic')).toBe('true');
    expect(installAnnouncer()).toBe(region);
    announce('核销成功');
    expect(region.textContent).toBe('');
    vi.advanceTimersByTime(50);
    expect(region.textContent).toBe('核销成功');
    // the same words again are cleared first, so they are read again
    announce('核销成功');
    expect(region.textContent).toBe('');
    vi.advanceTimersByTime(50);
    expect(region.textContent).toBe('核销成功');
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
  });
});
