import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceMax, TrendChart, trendSummary } from './trend-chart';

describe('TrendChart', () => {
  it('rounds the axis up to 1, 2 or 5 × 10ⁿ', () => {
    expect([0, 1, 3, 7, 12, 180, 501].map(niceMax)).toEqual([2, 2, 5, 10, 20, 200, 1000]);
  });

  it('summarises the series in Chinese', () => {
    expect(trendSummary('签到', [{ date: '2025-06-01', count: 2 }], '人')).toBe(
      '签到每日趋势：2025-06-01共1天，合计2人，最高2025-06-01为2人',
    );
    expect(trendSummary('点赞', [])).toBe('点赞每日趋势：暂无数据');
  });

  it('draws bars and keeps the figures in a hidden table', () => {
    const points = Array.from({ length: 14 }, (_, i) => ({
      date: `2025-06-${String(i + 1).padStart(2, '0')}`,
      count: i,
    }));
    const { container } = render(<TrendChart label="报名" points={points} variant="bar" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('共14天，合计91次');
    expect(container.querySelectorAll('rect')).toHaveLength(14);
    expect(screen.getAllByRole('row')).toHaveLength(15);
    // at most about 6 dates under the axis
    expect(container.querySelectorAll('text').length).toBeLessThanOrEqual(3 + 7);
  });
});
