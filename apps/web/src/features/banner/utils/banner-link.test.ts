import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link';

describe('banner link', () => {
  it('navigates inside the app for paths, leaves it for web addresses, ignores the rest', () => {
    expect(bannerTarget('/my/about')).toEqual({ kind: 'internal', to: '/my/about' });
    expect(bannerTarget('/static-kc2/my/about?x=1', '/static-kc2')).toEqual({ kind: 'internal', to: '/my/about?x=1' });
    expect(bannerTarget('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(bannerTarget('//evil.example')).toBeNull();
    expect(bannerTarget('javascript:alert(1)')).toBeNull();
    expect(bannerTarget('')).toBeNull();
  });
});
