import { APP_NAME_COOKIE } from '@kc/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppState } from './app-state';
import { applyVariant } from './variant';

/** the splash as the server draws the 展会 tab's first frame into it (page-preview.ts) */
const splashOf = (appName: string) => {
  document.body.innerHTML =
    `<div id="boot-splash" class="boot-splash has-preview" data-preview-app="${appName}">` +
    '<img class="boot-preview" src="/exhibition/hero.svg" alt=""><div class="boot-preview-title">2026 山城国际车展</div>' +
    '<div class="boot-name">车友会</div></div>';
  return document.getElementById('boot-splash')!;
};

beforeEach(() => {
  useAppState.setState({ appName: 'kc' });
  document.cookie = `${APP_NAME_COOKIE}=; path=/; max-age=0`;
});

describe('the variant in use (variant.ts)', () => {
  it('is kept in a cookie for the server: the query wins, else the persisted one', () => {
    applyVariant('?appName=auto_chongqing');
    expect(document.cookie).toContain(`${APP_NAME_COOKIE}=auto_chongqing`);
    expect(document.title).toBe('重庆国际车展');
    applyVariant('');
    expect(document.cookie).toContain(`${APP_NAME_COOKIE}=auto_chongqing`);
    applyVariant('?appName=');
    expect(document.cookie).toContain(`${APP_NAME_COOKIE}=kc`);
  });

  it("takes another variant's first frame out of the splash, and keeps one of its own", () => {
    useAppState.setState({ appName: 'auto_chongqing' });
    const other = splashOf('kc');
    applyVariant('');
    expect(other.className).toBe('boot-splash');
    expect(other.hasAttribute('data-preview-app')).toBe(false);
    expect(other.querySelector('img')).toBeNull();
    expect(other.textContent).toBe('车友会');

    const own = splashOf('auto_chongqing');
    applyVariant('');
    expect(own.className).toBe('boot-splash has-preview');
    expect(own.querySelector('.boot-preview-title')?.textContent).toBe('2026 山城国际车展');
  });
});
