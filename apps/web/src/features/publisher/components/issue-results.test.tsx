import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublisherQuota } from '@kc/shared';
import { IssueResults } from './issue-results';

const quota: PublisherQuota = {
  id: 7,
  item_id: 3,
  item_name: '媒体证',
  product_type: 1,
  business_id: 1,
  business_name: '示例车展运营公司',
  user_id: 1,
  user_name: '观众小王',
  mobile: '13800000001',
  avatar: '',
  quota: 5,
  issued: 3,
  remaining: 2,
};

describe('IssueResults', () => {
  it('shows 成功 (green) or the server message (red) for each mobile, the totals and what is left', () => {
    render(
      <IssueResults
        outcome={{
          results: [
            { mobile: '13900000001', ok: true, code: 0, message: '发放成功' },
            { mobile: '13900000002', ok: false, code: 10009, message: '已达到每人限领数量' },
            { mobile: '13900000003', ok: false, code: 10010, message: '已发完' },
          ],
          quota,
        }}
      />,
    );
    const region = screen.getByRole('region', { name: '发放结果' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '13900000001成功',
      '13900000002已达到每人限领数量',
      '13900000003已发完',
    ]);
    expect(rows.map((r) => r.className)).toEqual(['is-ok', 'is-failed', 'is-failed']);
    expect(within(region).getByText('成功 1 · 失败 2')).toBeTruthy();
    expect(region.querySelector('.issue-results-foot')?.textContent).toBe('剩余额度 2/5');
  });

  it('a refusal without a message still says 发放失败', () => {
    render(<IssueResults outcome={{ results: [{ mobile: '13900000001', ok: false, code: 1, message: '' }], quota }} />);
    expect(screen.getByText('发放失败')).toBeTruthy();
  });
});
