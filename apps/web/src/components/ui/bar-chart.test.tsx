import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatYuan } from '@kc/shared';
import { BarChart, barSummary } from './bar-chart';

const rows = [
  { key: 1, name: '东门', value: 300 },
  { key: 2, name: '西门', value: 150, note: '核销20' },
];

describe('BarChart', () => {
  it('summarises the rows in Chinese (total and the largest)', () => {
    expect(barSummary('核销点核销', rows)).toBe('核销点核销：共2项，合计450次，最多为东门300次');
    expect(barSummary('支付金额', [{ key: 'w', name: '微信支付', value: 1990 }], '元', formatYuan)).toBe(
      '支付金额：共1项，合计19.90元，最多为微信支付19.90元',
    );
    expect(barSummary('渠道发放', [])).toBe('渠道发放：暂无数据');
  });

  it('draws a bar per row, longest for the largest, and keeps the figures in a hidden table', () => {
    const { container } = render(<BarChart label="核销点核销" rows={rows} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('核销点核销：共2项，合计450次，最多为东门300次');
    const bars = [...container.querySelectorAll<HTMLElement>('[style]')].map((b) => b.style.width);
    expect(bars).toEqual(['100%', '50%']);
    const table = screen.getByRole('table', { name: '核销点核销数据' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('西门').nextSibling?.textContent).toBe('150，核销20');
  });

  it('shows 暂无数据 without rows', () => {
    render(<BarChart label="推广发放" rows={[]} />);
    expect(screen.getByRole('img', { name: '推广发放：暂无数据' }).textContent).toBe('暂无数据');
  });
});
