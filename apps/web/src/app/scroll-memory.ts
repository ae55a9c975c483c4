/**
 * Scroll positions of inner containers marked `data-keep-scroll="<name>"`, per full path. Hidden
 * keep-alive pages are `display: none`, which resets scrollTop, so positions are recorded while the
 * user scrolls and put back when the page shows again.
 */
export const KEEP_SCROLL_ATTR = 'data-keep-scroll';
/** set on the wrapper of each kept-alive page */
export const PAGE_KEY_ATTR = 'data-page-key';

const positions = new Map<string, number>();
const keyOf = (fullPath: string, name: string) => `${fullPath}\n${name}`;

export const rememberContainer = (fullPath: string, el: Element): void => {
  const name = el.getAttribute(KEEP_SCROLL_ATTR);
  if (name) positions.set(keyOf(fullPath, name), el.scrollTop);
};

/** The containers of the page at `fullPath` (kept-alive ones by their wrapper, others outside any wrapper). */
const containersOf = (fullPath: string): Element[] =>
  Array.from(document.querySelectorAll(`[${KEEP_SCROLL_ATTR}]`)).filter((el) => {
    const page = el.closest(`[${PAGE_KEY_ATTR}]`);
    return !page || page.getAttribute(PAGE_KEY_ATTR) === fullPath;
  });

export const restoreContainers = (fullPath: string): void => {
  for (const el of containersOf(fullPath)) {
    const saved = positions.get(keyOf(fullPath, el.getAttribute(KEEP_SCROLL_ATTR) ?? ''));
    if (saved !== undefined && el.scrollTop !== saved) el.scrollTop = saved;
  }
};

/**
 * Scrolls the window to `y`, retrying for a while when the page is still too short (content loading). The top is
 * always reachable, so for 0 (every first visit) the position is not read back: reading it lays the new page out at
 * once, inside the commit (40 ms of a cold load's longest task at 4× CPU), where the browser would do it in its own
 * frame anyway.
 */
export const restoreWindowScroll = (y: number, tries = 30): (() => void) => {
  let frame = 0;
  const attempt = (left: number) => {
    window.scrollTo(0, y);
    if (y > 0 && Math.abs(window.scrollY - y) > 1 && left > 0) frame = requestAnimationFrame(() => attempt(left - 1));
  };
  attempt(tries);
  return () => cancelAnimationFrame(frame);
};

export const clearScrollMemory = (): void => positions.clear();
