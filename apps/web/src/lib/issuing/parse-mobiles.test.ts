import { describe, expect, it } from 'vitest';
import { parseMobiles } from './parse-mobiles';

describe('parseMobiles', () => {
  it('reads one mobile a line and counts them', () => {
    const p = parseMobiles('13800000001\n13900000002\r\n\n  13700000003  \n');
    expect(p.mobiles).toEqual(['13800000001', '13900000002', '13700000003']);
    expect(p.invalid).toEqual([]);
    expect(p.duplicates).toEqual([]);
  });

  it('splits on spaces, tabs, commas (both widths), semicolons and 、', () => {
    const p = parseMobiles(
      '13800000001 13900000002\t13700000003,13600000004，13500000005;13400000006；13300000007、13200000008',
    );
    expect(p.mobiles).toHaveLength(8);
    expect(p.entries.every((e) => e.status === 'ok')).toBe(true);
  });

  it('accepts the 86 / +86 prefix and numbers written with spaces or hyphens', () => {
    const p = parseMobiles('+8613800000001\n86 13900000002\n+86 137 0000 0003\n136-0000-0004\n(+86) 135 0000 0005');
    expect(p.mobiles).toEqual(['13800000001', '13900000002', '13700000003', '13600000004', '13500000005']);
    expect(p.entries.map((e) => e.raw)).toContain('+86 137 0000 0003');
  });

  it('lists what is not a mainland mobile as invalid, with the text as entered', () => {
    const p = parseMobiles('1380000000\n23800000001\n12345 13900000002\nabc\n010-12345678');
    expect(p.mobiles).toEqual(['13900000002']);
    expect(p.invalid).toEqual(['1380000000', '23800000001', '12345', 'abc', '010-12345678']);
    expect(p.entries.find((e) => e.raw === 'abc')).toMatchObject({ mobile: null, status: 'invalid' });
  });

  it('keeps a spaced number whole after garbage on the same line', () => {
    expect(parseMobiles('99 138 0000 0001').entries.map((e) => [e.raw, e.status])).toEqual([
      ['99', 'invalid'],
      ['138 0000 0001', 'ok'],
    ]);
  });

  it('flags repeats (also across formats) and sends each mobile once', () => {
    const p = parseMobiles('13800000001\n+86 13800000001\n13900000002,13800000001');
    expect(p.mobiles).toEqual(['13800000001', '13900000002']);
    expect(p.duplicates).toEqual(['13800000001']);
    expect(p.entries.map((e) => e.status)).toEqual(['ok', 'duplicate', 'ok', 'duplicate']);
  });

  it('an empty or blank input has no entries', () => {
    expect(parseMobiles('  \n ,, ').entries).toEqual([]);
  });
});
