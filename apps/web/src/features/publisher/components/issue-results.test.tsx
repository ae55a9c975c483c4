import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublisherQuota } from '@kc/shared';
import { parseMobiles } from '../../../lib/issuing/parse-mobiles';
import { IssueResults } from './issue-results';
import { ParsedSummary } from './parsed-summary';

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

describe('ParsedSummary', () => {
  it('counts the mobiles to issue and lists 号码有误 and 重复 entries', () => {
    const parsed = parseMobiles('13800000001\n12345\n13800000001, 13900000002\nabc');
    render(<ParsedSummary parsed={parsed} blocker={null} />);
    expect(screen.getByText(/共/).textContent).toBe('共 2 个号码');
    const invalid = screen.getByRole('group', { name: '号码有误' });
    expect(
      within(invalid)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['12345', 'abc']);
    const repeated = screen.getByRole('group', { name: '重复' });
    expect(
      within(repeated)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['13800000001']);
  });

  it('shows why it cannot be issued once something is typed, and nothing for an empty input', () => {
    const { rerender } = render(<ParsedSummary parsed={parseMobiles('')} blocker="请输入手机号" />);
    expect(screen.queryByText('请输入手机号')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    rerender(
      <ParsedSummary
        parsed={parseMobiles('13800000001 13800000002 13800000003')}
        blocker="剩余额度不足：剩余2，当前3人"
      />,
    );
    expect(screen.getByText('剩余额度不足：剩余2，当前3人')).toBeTruthy();
  });
});
