import { ROOT_FONT_MAX_WIDTH, ROOT_FONT_RESIZE_DELAY_MS } from '@kc/shared';

/** Root font size of spec 9: viewport width / 10, the width capped at 540 CSS pixels. */
export const rootFontSize = (width: number): number => Math.min(width, ROOT_FONT_MAX_WIDTH) / 10;

export const applyRootFontSize = (win: Window = window): void => {
  win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
};

/** Sets the root font size now and again 300 ms after the last resize; returns the cleanup. */
export const installRem = (win: Window = window): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => applyRootFontSize(win), ROOT_FONT_RESIZE_DELAY_MS);
  };
  applyRootFontSize(win);
  win.addEventListener('resize', onResize);
  win.addEventListener('orientationchange', onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
    win.removeEventListener('orientationchange', onResize);
  };
};
