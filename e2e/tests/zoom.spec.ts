import { expect, test, type Page } from '@playwright/test';
import { BASE, shot } from './helpers.js';
import { VISITOR, approvedItem, callAs, logIn, receivedByVisitor } from './api-setup.js';
import { settled } from './a11y-sweep.js';

/**
 * Issue 23: text enlarged to 200 %. A phone's browser zoom at 200 % on a 375 px screen lays the page out in 187.5 CSS
 * pixels with every text twice as large on the glass: the same page here, at 188 × 406 (screenshots at 2× are the
 * phone's 375 × 812 as it shows them). Each main screen: nothing wider than the screen (no sideways scrolling, no text cut at
 * the right edge), no text overflowing its own box; the screenshots (e2e/screenshots/zoom200) are looked at for the
 * rest.
 */
test.use({ viewport: { width: 188, height: 406 }, deviceScaleFactor: 2 });

/** What reaches past the right edge of the screen, or spills out of a box that cuts it (not an ellipsis). */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} “${(el.textContent ?? '').trim().slice(0, 20)}”`;
    if (document.documentElement.scrollWidth > width + 1)
      out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (!el.offsetParent || !el.textContent?.trim()) continue;
      // only elements with text of their own, not the hidden helpers
      if (!Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
      if (el.closest('.sr-only, [aria-hidden="true"]')) continue;
      // inside a row that scrolls sideways on purpose (tabs, chips, filters): reachable by scrolling it
      let scroller = el.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      if (scroller && scroller !== document.documentElement && scroller !== document.body) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (box.right > width + 1 && style.position !== 'fixed') out.push(`past the right edge: ${describe(el)}`);
      const cuts = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (cuts && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        out.push(`cut inside its box: ${describe(el)}`);
    }
    return [...new Set(out)];
  });
}

test('200 % text: the main screens fit the screen without clipped text', async ({ page, request }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).slice(-4);
  const item = await approvedItem(request, { name: `大字票${suffix}` });
  const holding = await receivedByVisitor(request, item);
  const onSale = await approvedItem(request, {
    name: `大字售票${suffix}`,
    sell_value: 5000,
    par_value: 6000,
    total_stock: 20,
    per_user_limit: 3,
  });
  const first = async (path: string) =>
    (await callAs<{ list: { id: number }[] }>(request, VISITOR, path, {})).list[0]!.id;
  const post = await first('/api/c_bbs/1.0.0/bbs/list');
  const car = await first('/api/show_car/1.0.0/car/list');
  const event = await first('/api/c_play/1.0.0/play/list');
  const screens: [string, string][] = [
    ['登录', '/loginPwd'],
    ['活动', '/funly'],
    ['展会', '/exhibition'],
    ['购票首页', '/buy'],
    ['我的', '/my'],
    ['二维码', `/verification/show-qrcode/ticket/${holding}`],
    ['购票', `/exhibition/ticket/buy?id=${onSale}`],
    ['我的订单', '/my/order/list'],
    ['我的票券', '/my/ticket/list'],
    ['社区', '/funly/rideTogether'],
    ['帖子', `/post/${post}`],
    ['车型详情', `/show-car/detail?id=${car}`],
    ['活动详情', `/funly/show?id=${event}`],
  ];
  const problems: string[] = [];
  for (const [name, path] of screens.slice(0, 1)) {
    await page.goto(`${BASE}${path}`);
    await settled(page);
    await shot(page, `zoom200/${name}`, { fullPage: true });
    for (const p of await overflows(page)) problems.push(`${name} ${path}: ${p}`);
  }
  await logIn(page, VISITOR);
  for (const [name, path] of screens.slice(1)) {
    await page.goto(`${BASE}${path}`);
    await settled(page);
    await shot(page, `zoom200/${name}`, { fullPage: true });
    for (const p of await overflows(page)) problems.push(`${name} ${path}: ${p}`);
  }
  expect(problems).toEqual([]);
});
