import { describe, expect, it } from 'vitest';
import { matchRoutePath } from './route-deps';

const patterns = [
  '/funly',
  '/funly/show',
  '/funly/search/:type',
  '/post/:id',
  '/post/relay/:id',
  '/verification/scan/:id?',
  '/b/audit/:type/:id',
  '/loginPwd',
];

describe('matchRoutePath', () => {
  it('finds the static route, with or without a trailing slash', () => {
    expect(matchRoutePath('/funly', patterns)).toBe('/funly');
    expect(matchRoutePath('/funly/', patterns)).toBe('/funly');
    expect(matchRoutePath('/funly/show', patterns)).toBe('/funly/show');
  });

  it('fills parameters, a static segment winning over a parameter', () => {
    expect(matchRoutePath('/post/12', patterns)).toBe('/post/:id');
    expect(matchRoutePath('/post/relay/12', patterns)).toBe('/post/relay/:id');
    expect(matchRoutePath('/b/audit/post/3', patterns)).toBe('/b/audit/:type/:id');
    expect(matchRoutePath('/funly/search/ride', patterns)).toBe('/funly/search/:type');
  });

  it('takes an optional parameter present or absent', () => {
    expect(matchRoutePath('/verification/scan', patterns)).toBe('/verification/scan/:id?');
    expect(matchRoutePath('/verification/scan/9', patterns)).toBe('/verification/scan/:id?');
  });

  it('compares static segments without case, as react-router does', () => {
    expect(matchRoutePath('/loginpwd', patterns)).toBe('/loginPwd');
  });

  it('answers null for a path no route opens', () => {
    expect(matchRoutePath('/post', patterns)).toBeNull();
    expect(matchRoutePath('/post/1/2', patterns)).toBeNull();
    expect(matchRoutePath('/nothing', patterns)).toBeNull();
    expect(matchRoutePath('/', patterns)).toBeNull();
  });
});
