import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, SnapCarousel } from './snap-carousel';

const SLIDES = ['甲', '乙', '丙'];

const carousel = (props: Partial<Parameters<typeof SnapCarousel<string>>[0]> = {}) =>
  render(
    <SnapCarousel
      items={SLIDES}
      itemKey={(s) => s}
      renderItem={(s) => <button type="button">{s}</button>}
      label="展会的照片"
      indicator="counter"
      {...props}
    />,
  );

/** The row that scrolls, 300 px wide, scrolled to `left`; its scrollTo recorded. */
const row = (left = 0) => {
  const el = screen.getByRole('region', { name: '展会的照片' }).firstElementChild as HTMLElement;
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(el, 'scrollLeft', { configurable: true, writable: true, value: left });
  const scrollTo = vi.fn();
  el.scrollTo = scrollTo as unknown as typeof el.scrollTo;
  return { el, scrollTo };
};

/** jsdom has no matchMedia: the reader's motion setting, stubbed */
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q.includes('reduce'), media: q }));

describe('SnapCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a named region of slides whose counter follows the swipe', () => {
    carousel();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(SLIDES);
    expect(screen.getByText('1/3')).toBeTruthy();
    const { el } = row(600);
    fireEvent.scroll(el);
    expect(screen.getByText('3/3')).toBeTruthy();
  });

  it('shows a dot a slide, and nothing for a single slide', () => {
    const { container, unmount } = carousel({ indicator: 'dots' });
    expect(container.querySelectorAll('[aria-hidden] > span')).toHaveLength(3);
    unmount();
    carousel({ items: ['甲'] });
    expect(screen.queryByText('1/1')).toBeNull();
  });

  it('autoplay moves on every 3 s, back to the first after the last, and holds while focused', () => {
    vi.useFakeTimers();
    reducedMotion(false);
    carousel({ autoplay: true });
    const { el, scrollTo } = row(0);
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    el.scrollLeft = 600;
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    fireEvent.focus(screen.getByRole('button', { name: '乙' }));
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    fireEvent.blur(screen.getByRole('button', { name: '乙' }));
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('does not move by itself for a reader who asked for less motion', () => {
    vi.useFakeTimers();
    reducedMotion(true);
    carousel({ autoplay: true });
    const { scrollTo } = row(0);
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
