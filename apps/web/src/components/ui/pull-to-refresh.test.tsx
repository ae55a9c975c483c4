import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from './pull-to-refresh';

const touch = (y: number, x = 100) => ({ touches: [{ clientX: x, clientY: y }] });

/** A finger down at `from`, moved through `to`, then lifted. */
const pull = (el: Element, from: number, to: number[], x?: number[]) => {
  fireEvent.touchStart(el, touch(from));
  to.forEach((y, i) => fireEvent.touchMove(el, touch(y, x?.[i])));
};

const head = () => screen.getByRole('status', { hidden: true }).parentElement!;

describe('PullToRefresh', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.scrollY = 0;
  });

  it('a short pull shows 下拉刷新 and springs back without refreshing', () => {
    const onRefresh = vi.fn();
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>列表</p>
      </PullToRefresh>,
    );
    const item = screen.getByText('列表');
    pull(item, 100, [120, 140]);
    expect(screen.getByRole('status').textContent).toBe('下拉刷新');
    expect(parseInt(head().style.height)).toBeGreaterThan(0);
    fireEvent.touchEnd(item);
    expect(head().style.height).toBe('0px');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('past the threshold it says 释放立即刷新; letting go refreshes (加载中...), then says 刷新成功 and closes', async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>列表</p>
      </PullToRefresh>,
    );
    const item = screen.getByText('列表');
    pull(item, 100, [200, 400]);
    expect(screen.getByRole('status').textContent).toBe('释放立即刷新');
    fireEvent.touchEnd(item);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('加载中...');
    expect(head().style.height).toBe('40px');
    // another pull while it refreshes does nothing
    pull(item, 100, [400]);
    fireEvent.touchEnd(item);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('刷新成功');
    await act(async () => vi.advanceTimersByTime(500));
    expect(head().style.height).toBe('0px');
  });

  it('does not refresh when the page is scrolled down, on an upward or sideways move, or with a mouse', () => {
    const onRefresh = vi.fn();
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>列表</p>
      </PullToRefresh>,
    );
    const item = screen.getByText('列表');
    window.scrollY = 300;
    pull(item, 100, [400]);
    fireEvent.touchEnd(item);
    window.scrollY = 0;
    pull(item, 400, [100]);
    fireEvent.touchEnd(item);
    pull(item, 100, [150, 400], [300, 300]);
    fireEvent.touchEnd(item);
    fireEvent.mouseDown(item, { clientY: 100 });
    fireEvent.mouseMove(item, { clientY: 400 });
    fireEvent.mouseUp(item);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head().style.height).toBe('0px');
  });

  it('a failed refresh closes the head again', async () => {
    const onRefresh = vi.fn(() => Promise.reject(new Error('网络异常')));
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>列表</p>
      </PullToRefresh>,
    );
    const item = screen.getByText('列表');
    pull(item, 100, [400]);
    await act(async () => fireEvent.touchEnd(item));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(head().style.height).toBe('0px');
  });
});
