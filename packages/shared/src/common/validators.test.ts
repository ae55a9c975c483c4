import { describe, expect, it } from 'vitest';
import {
  idNumberCheckChar,
  isChineseName,
  isIdNumber,
  isResidentIdNumber,
  isNonZeroIntParam,
  isNumericString,
  isPassword,
  isPhoneNumber,
  isPositiveIntParam,
  normalizeMobile,
} from './validators.js';

const table = <T>(fn: (v: string) => T, rows: [string, T][]) =>
  it.each(rows)('%s → %s', (input, expected) => expect(fn(input)).toBe(expected));

describe('isNumericString', () =>
  table(isNumericString, [
    ['0', true],
    ['123', true],
    ['12.5', true],
    ['12.', false],
    ['.5', false],
    ['-1', false],
    ['1e3', false],
    ['', false],
    ['1.2.3', false],
  ]));

describe('normalizeMobile', () =>
  table(normalizeMobile, [
    ['13800000001', '13800000001'],
    ['+8613800000001', '13800000001'],
    ['86 138 0000 0001', '13800000001'],
    ['138-0000-0001', '13800000001'],
    ['1380000000', null],
    ['138000000012', null],
    ['23800000001', null],
    ['', null],
  ]));

describe('isPhoneNumber (mobile or landline)', () =>
  table(isPhoneNumber, [
    ['13800000001', true],
    ['+86 13800000001', true],
    ['023-6888-8888', true],
    ['02368888888', true],
    ['0236888', false],
    ['0-', false],
    ['12345', false],
  ]));

describe('isIdNumber', () =>
  table(isIdNumber, [
    ['110101199003074514', true],
    ['11010119900307451X', true],
    ['11010119900307451x', true],
    ['110101900307451', true],
    ['1101011990030745', false],
    ['11010119900307451Y', false],
    ['', false],
  ]));

describe('isResidentIdNumber (real-name certification: GB 11643 check character, birth date, province)', () => {
  const today = new Date('2026-11-27T04:00:00Z');
  const id = (first17: string) => first17 + idNumberCheckChar(first17);
  it('computes the documented check characters', () => {
    // GB 11643-1999 appendix example and one ending in X
    expect(idNumberCheckChar('11010519491231002')).toBe('X');
    expect(idNumberCheckChar('44052418800101001')).toBe('4');
  });
  it.each([
    ['110101199003074514', true],
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    [id('50010120261127001'), true], // born today, China time
    [id('50010120261128001'), false], // born tomorrow
    ['110101199003074515', false], // wrong check digit
    ['11010519491231002Y', false],
    ['110101900307451', false], // 15 digits: first-generation cards are no longer valid
    ['11010119900307451', false], // 17 digits
    ['1101011990030745144', false], // 19 digits
    [id('11010119900230001'), false], // 30 February
    [id('11010119000229001'), false], // 1900 was not a leap year
    [id('11010120000229001'), true], // 2000 was
    [id('11010118991231001'), false], // before 1900
    [id('11010119901301001'), false], // month 13
    [id('11010119900100001'), false], // day 0
    [id('99010119900101001'), false], // no such province
    [id('00010119900101001'), false],
    ['', false],
    ['11010119900307451１', false], // a full-width digit
  ])('%s → %s', (v, ok) => expect(isResidentIdNumber(v, today)).toBe(ok));
});

describe('isChineseName', () =>
  table(isChineseName, [
    ['王五', true],
    ['欧阳娜娜', true],
    ['王', false],
    ['司马相如先生', false],
    ['阿卜杜·热合曼', true],
    ['买买提·', false],
    ['Tom', false],
    ['王5', false],
    ['张三丰', true],
    ['欧阳娜娜子', false], // 5 characters
    ['阿·买', true], // one character after the dot
    ['阿·买买提买买提买买提江', false], // 10 after the dot
    ['阿·买买提买买提买买提', true], // 9 after the dot
    ['·买买提', false],
    ['阿卜杜•热合曼', true], // the bullet some keyboards type for the middle dot
    ['阿卜杜.热合曼', false],
    ['张 三', false],
  ]));

describe('route id parameters', () => {
  table(isPositiveIntParam as (v: string) => boolean, [
    ['1', true],
    ['42', true],
    ['0', false],
    ['-1', false],
    ['01', false],
    ['1.5', false],
    ['abc', false],
    ['', false],
  ]);
  table(isNonZeroIntParam as (v: string) => boolean, [
    ['1', true],
    ['-3', true],
    ['0', false],
    ['-0', false],
    ['x', false],
  ]);
});

describe('isPassword', () =>
  table(isPassword, [
    ['Demo@1234', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc 12345', false],
    ['a1', false],
  ]));
