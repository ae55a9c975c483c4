import { describe, expect, it } from 'vitest';
import {
  isChineseName,
  isIdNumber,
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
