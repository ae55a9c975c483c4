import { describe, expect, it } from 'vitest';
import { formatShortCode, normalizeHoldingCode, shortCodeDigits } from './short-code.js';

describe('the holder’s short code', () => {
  it('is shown in groups of four for reading aloud', () => {
    expect(formatShortCode('1234567890')).toBe('1234 5678 90');
    expect(formatShortCode('0012003400')).toBe('0012 0034 00');
  });

  it('is read with or without spaces and hyphens, full-width digits too; anything else is not one', () => {
    expect(shortCodeDigits('1234 5678 90')).toBe('1234567890');
    expect(shortCodeDigits(' 1234567890 ')).toBe('1234567890');
    expect(shortCodeDigits('1234-5678-90')).toBe('1234567890');
    expect(shortCodeDigits('１２３４５６７８９０')).toBe('1234567890');
    expect(shortCodeDigits('123456789')).toBeNull();
    expect(shortCodeDigits('12345678901')).toBeNull();
    expect(shortCodeDigits('K.21.1999999999.abcdefghijklmnopqrstuv')).toBeNull();
    expect(shortCodeDigits('')).toBeNull();
  });

  it('normalizes what a checker sends: a short code bare, a signed code trimmed', () => {
    expect(normalizeHoldingCode(' 1234 5678 90 ')).toBe('1234567890');
    expect(normalizeHoldingCode(' K.21.1.sig ')).toBe('K.21.1.sig');
  });
});
