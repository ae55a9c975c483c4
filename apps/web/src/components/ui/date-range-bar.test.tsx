import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chinaToday, DateRangeBar, daysBefore, presetOf, presetRange } from './date-range-bar';

describe('date range presets', () => {
  it('today is the Asia/Shanghai day (16:00Z is the next day)', () => {
    expect(chinaToday(Date.parse('2026-05-01T15:59:59Z'))).toBe('2026-05-01');
    expect(chinaToday(Date.parse('2026-05-01T16:00:00Z'))).toBe('2026-05-02');
  });

  it('近7天 and 近30天 include today; 全部 has no ends', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(presetRange('today', '2026-05-02')).toEqual({ start_date: '2026-05-02', end_date: '2026-05-02' });
    expect(presetRange('week', '2026-05-02')).toEqual({ start_date: '2026-04-26', end_date: '2026-05-02' });
    expect(presetRange('month', '2026-05-02')).toEqual({ start_date: '2026-04-03', end_date: '2026-05-02' });
    expect(presetRange('all', '2026-05-02')).toEqual({});
    expect(presetOf({ start_date: '2026-04-26', end_date: '2026-05-02' }, '2026-05-02')).toBe('week');
    expect(presetOf({}, '2026-05-02')).toBe('all');
    expect(presetOf({ start_date: '2026-04-01', end_date: '2026-04-30' }, '2026-05-02')).toBe('custom');
  });

  it('a preset sends its range; 自定义 shows the two days', () => {
    const onChange = vi.fn();
    render(<DateRangeBar value={{}} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '今日' }));
    expect(onChange).toHaveBeenCalledWith({ start_date: chinaToday(), end_date: chinaToday() });
    fireEvent.click(screen.getByRole('button', { name: '自定义' }));
    expect(screen.getByRole('button', { name: '开始日期' }).textContent).toBe('开始日期');
    expect(screen.getByRole('button', { name: '结束日期' }).textContent).toBe('结束日期');
  });
});
