import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRoll } from './use-roll';

describe('useRoll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rolls from the very render that shows a new winner, and lands after the roll', async () => {
    const names = ['138****0001', '139****0002'];
    const { result, rerender } = renderHook(({ id }) => useRoll(id, names, 2400), {
      initialProps: { id: null as number | null },
    });
    expect(result.current).toBeNull();
    rerender({ id: 7 });
    // no timer has run yet: 确认领奖 (enabled when this is null) must already be held
    expect(result.current).toBe('138****0001');
    await act(async () => {
      vi.advanceTimersByTime(70);
    });
    expect(result.current).toBe('139****0002');
    await act(async () => {
      vi.advanceTimersByTime(2400);
    });
    expect(result.current).toBeNull();
  });

  it('does not roll for the winner shown when the screen opens', () => {
    const { result } = renderHook(() => useRoll(7, ['138****0001'], 2400));
    expect(result.current).toBeNull();
  });
});
