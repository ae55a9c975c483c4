import { describe, expect, it } from 'vitest';
import { cardOf } from '../test-helpers';
import { remainingText } from './card-text';
import { historyTypeOf, holdingPaths, lastSegment, scopeOfTime } from './holding-paths';
import { checkRecipient } from './recipient-rules';
import { idList, nonNegativeId } from '../../../lib/routing/route-id';
import { addToHistory, readHistory, writeHistory } from '../../../components/ui/search-history';

describe('search history (spec 5, 9)', () => {
  it('keeps unique entries, newest first, at most 10, and ignores empty text', () => {
    let h: string[] = [];
    for (const t of ['a', 'b', 'a', ' ', 'c']) h = addToHistory(h, t);
    expect(h).toEqual(['c', 'a', 'b']);
    for (let i = 0; i < 12; i += 1) h = addToHistory(h, `k${i}`);
    expect(h).toHaveLength(10);
    expect(h[0]).toBe('k11');
  });

  it('reads back what it wrote, and survives junk', () => {
    writeHistory('h', ['摩博会', '门票']);
    expect(readHistory('h')).toEqual(['摩博会', '门票']);
    localStorage.setItem('h', '{nope');
    expect(readHistory('h')).toEqual([]);
    writeHistory('h', []);
    expect(localStorage.getItem('h')).toBeNull();
  });
});

describe('paths and parameters', () => {
  it('maps history type and time, anything else undefined', () => {
    expect(historyTypeOf('3')).toBe(3);
    expect(historyTypeOf('4')).toBeUndefined();
    expect(scopeOfTime('1')).toBe('valid');
    expect(scopeOfTime('2')).toBe('old');
    expect(scopeOfTime('2024-06')).toBeUndefined();
  });

  it('opens the code screen of a ticket, a coupon, an invitation and a pass', () => {
    expect(holdingPaths.qrcode(cardOf())).toBe('/verification/show-qrcode/ticket/21');
    expect(holdingPaths.qrcode(cardOf({ product_type: 2 }))).toBe('/verification/show-qrcode/coupon/21');
    expect(holdingPaths.qrcode(cardOf({ product_type: 3 }))).toBe('/verification/show-qrcode/21');
    expect(holdingPaths.qrcode(cardOf({ is_cert: true }))).toBe('/verification/show-qrcode/21?isCert=1');
  });

  it('takes the last path segment of a scanned text, URI-encoded', () => {
    expect(lastSegment('https://h.example/static-kc2/verification/result/kcp_abc?x=1')).toBe('kcp_abc');
    expect(lastSegment('kcp_abc')).toBe('kcp_abc');
    expect(lastSegment('a/b/')).toBe('b');
    expect(holdingPaths.selfWriteOff('https://x/y/点 位')).toBe(`/verification/result/${encodeURIComponent('点 位')}`);
  });

  it('reads ids', () => {
    expect(nonNegativeId('0')).toBe(0);
    expect(nonNegativeId('-1')).toBeUndefined();
    expect(idList('3, 4,x,3,0')).toEqual([3, 4]);
  });
});

describe('card text', () => {
  it('says how many uses are left, in all or today', () => {
    expect(remainingText(cardOf())).toBe('剩余 2/2 次');
    expect(remainingText(cardOf({ limit_type: 2, limit_num: 1, remaining: 0 }))).toBe('今日剩余 0/1 次');
  });
});

describe('recipient rules (the contract’s, on the client)', () => {
  it('names each wrong field', () => {
    const r = checkRecipient({ name: 'Tom', mobile: '123', id_number: '1234' });
    expect(r).toEqual({
      ok: false,
      errors: { name: '请输入正确的中文姓名', mobile: '请输入正确的手机号', id_number: '请输入正确的身份证号' },
    });
    expect(checkRecipient({ name: '', mobile: '', id_number: '' })).toMatchObject({
      errors: { name: '请输入姓名', mobile: '请输入手机号' },
    });
  });

  it('normalises a good one', () => {
    expect(checkRecipient({ name: ' 王小明 ', mobile: '+86 139 0000 0001', id_number: '11010519491231002x' })).toEqual({
      ok: true,
      value: { name: '王小明', mobile: '13900000001', id_number: '11010519491231002X' },
    });
  });
});
