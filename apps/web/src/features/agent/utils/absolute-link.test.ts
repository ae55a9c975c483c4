import { describe, expect, it } from 'vitest';
import { absoluteLink } from './absolute-link';

describe('absoluteLink', () => {
  it('puts the origin before a link from the site root', () => {
    expect(absoluteLink('/static-kc2/invitation/enter-blank/1/3?spm=ab12', 'https://h5.example.cn')).toBe(
      'https://h5.example.cn/static-kc2/invitation/enter-blank/1/3?spm=ab12',
    );
  });

  it('copes with slashes on either side and keeps an absolute link', () => {
    expect(absoluteLink('static-kc2/x', 'https://h5.example.cn/')).toBe('https://h5.example.cn/static-kc2/x');
    expect(absoluteLink('https://other.cn/a?spm=1', 'https://h5.example.cn')).toBe('https://other.cn/a?spm=1');
  });

  it('uses the page origin by default', () => {
    expect(absoluteLink('/static-kc2/x')).toBe(`${window.location.origin}/static-kc2/x`);
  });
});
