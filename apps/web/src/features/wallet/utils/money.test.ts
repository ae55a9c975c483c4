import { describe, expect, it } from 'vitest';
import { walletOf } from '../test-helpers';
import { checkWithdrawAmount, cleanAmountInput, remainingToday, signedYuan, yuanText, yuanToFen } from './money';

describe('wallet money', () => {
  it('keeps digits and one dot with at most 2 decimals', () => {
    expect(cleanAmountInput('12.345')).toBe('12.34');
    expect(cleanAmountInput('¥1,2a.5.6')).toBe('12.56');
    expect(cleanAmountInput('.5')).toBe('0.5');
    expect(cleanAmountInput('007')).toBe('7');
    expect(cleanAmountInput('0.')).toBe('0.');
    expect(cleanAmountInput('')).toBe('');
  });

  it('turns yuan text into fen', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('12.')).toBe(1200);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
    expect(yuanToFen('')).toBeNull();
  });

  it('checks the amount against the balance, the minimum and today’s remaining limit', () => {
    const w = walletOf({ money: 10000, min_withdrawal: 100, daily_max_withdrawal: 5000, withdrawn_today: 2000 });
    expect(checkWithdrawAmount('', w)).toBe('请输入提现金额');
    expect(checkWithdrawAmount('0', w)).toBe('提现金额须大于0');
    expect(checkWithdrawAmount('100.01', w)).toBe('余额不足');
    expect(checkWithdrawAmount('0.99', w)).toBe('单次最低提现¥1.00');
    expect(checkWithdrawAmount('30.01', w)).toBe('超过今日提现额度，今日还可提现¥30.00');
    expect(checkWithdrawAmount('30', w)).toBeNull();
    expect(checkWithdrawAmount('1', w)).toBeNull();
    expect(remainingToday(walletOf({ daily_max_withdrawal: 0 }))).toBeNull();
    expect(checkWithdrawAmount('100', walletOf({ daily_max_withdrawal: 0 }))).toBeNull();
  });

  it('formats yuan with 2 decimals and a sign', () => {
    expect(yuanText(10000)).toBe('¥100.00');
    expect(signedYuan(10000)).toBe('+100.00');
    expect(signedYuan(-100)).toBe('−1.00');
  });
});
