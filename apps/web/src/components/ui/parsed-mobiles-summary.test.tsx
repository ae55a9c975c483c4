import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseMobiles } from '../../lib/issuing/parse-mobiles';
import { ParsedMobilesSummary } from './parsed-mobiles-summary';

describe('ParsedMobilesSummary', () => {
  it('counts the mobiles to issue and lists 号码有误 and 重复 entries', () => {
    const parsed = parseMobiles('13800000001\n12345\n13800000001, 13900000002\nabc');
    render(<ParsedMobilesSummary parsed={parsed} blocker={null} />);
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
    const { rerender } = render(<ParsedMobilesSummary parsed={parseMobiles('')} blocker="请输入手机号" />);
    expect(screen.queryByText('请输入手机号')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    rerender(
      <ParsedMobilesSummary
        parsed={parseMobiles('13800000001 13800000002 13800000003')}
        blocker="剩余额度不足：剩余2，当前3人"
      />,
    );
    expect(screen.getByText('剩余额度不足：剩余2，当前3人')).toBeTruthy();
  });
});
