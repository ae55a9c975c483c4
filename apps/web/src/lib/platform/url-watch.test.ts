import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchUrlChanges } from './url-watch';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('URL change watch', () => {
  it('reports a pushState/replaceState/popstate change once per settled URL, ignoring the hash', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    stop = watchUrlChanges((href) => seen.push(new URL(href).pathname + new URL(href).search));
    window.history.pushState(null, '', '/a');
    window.history.replaceState(null, '', '/a?x=1');
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['/a?x=1']);
    window.history.pushState(null, '', '/a?x=1#top');
    vi.advanceTimersByTime(50);
    expect(seen).toHaveLength(1);
    window.history.pushState(null, '', '/b');
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['/a?x=1', '/b']);
  });

  it('uninstalls', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    watchUrlChanges(onChange)();
    window.history.pushState(null, '', '/c');
    vi.advanceTimersByTime(100);
    expect(onChange).not.toHaveBeenCalled();
  });
});
