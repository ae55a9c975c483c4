import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDistance,
  formatYuan,
  imageResize,
  maskIdNumber,
  maskName,
  maskPhone,
  toMillis,
} from './format.js';
import { getCookie, removeCookie, setCookie } from './cookie.js';

describe('masking', () => {
  it.each([
    ['110101199003074514', '110101**********14'],
    ['110101900307451', '110101*******51'],
    ['1234', '1234'],
  ])('ID %s → %s (first 6, last 2)', (v, m) => expect(maskIdNumber(v)).toBe(m));
  it.each([
    ['13800000001', '138****0001'],
    ['123', '123'],
  ])('phone %s → %s (first 3, last 4)', (v, m) => expect(maskPhone(v)).toBe(m));
  it.each([
    ['王小明', '王*明'],
    ['王明', '王*'],
    ['欧阳娜娜', '欧**娜'],
    ['王', '王'],
    ['', ''],
  ])('name %s → %s', (v, m) => expect(maskName(v)).toBe(m));
});

describe('time', () => {
  it.each([
    [1767225600, 1767225600000],
    ['1767225600', 1767225600000],
    [1767225600000, 1767225600000],
  ])('toMillis(%s) treats 10 digits as seconds', (v, ms) => expect(toMillis(v)).toBe(ms));
  it('formats y.m.d h:i in China time by default', () => {
    expect(formatDate(1767225600)).toBe('2026.01.01 08:00');
    expect(formatDate(new Date('2026-11-21T16:05:09Z'), 'y-m-d h:i:s')).toBe('2026-11-22 00:05:09');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('numbers', () => {
  it.each([
    [1.234, '1.23km'],
    [0, '0.00km'],
    [null, '未知'],
    [undefined, '未知'],
    [Number.NaN, '未知'],
    [-1, '未知'],
  ])('distance %s → %s', (v, s) => expect(formatDistance(v)).toBe(s));
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [12345, '123.45'],
    [-250, '-2.50'],
  ])('fen %s → yuan %s', (v, s) => expect(formatYuan(v)).toBe(s));
  it('adds the resize suffix with fill by default', () => {
    expect(imageResize('/a.png', { w: 100, h: 50 })).toBe('/a.png?x-oss-process=image/resize,m_fill,h_50,w_100');
    expect(imageResize('', { w: 1, h: 1 })).toBe('');
  });
});

describe('cookie helper', () => {
  it('sets with an expiry in days, reads and removes', () => {
    const jar = new Map<string, string>();
    const doc = {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(line: string) {
        const [pair, ...attrs] = line.split('; ');
        const [k, v] = pair!.split('=') as [string, string];
        const expires = attrs.find((a) => a.startsWith('expires='));
        if (expires && new Date(expires.slice(8)).getTime() < Date.now()) jar.delete(k);
        else jar.set(k, v);
      },
    };
    setCookie(doc, 'token', 'a b', 7);
    expect(getCookie(doc, 'token')).toBe('a b');
    removeCookie(doc, 'token');
    expect(getCookie(doc, 'token')).toBeNull();
  });
});
