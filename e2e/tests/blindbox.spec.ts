import { expect, test } from '@playwright/test';
import { BASE, shot } from './helpers.js';
import { OWNER, VISITOR, callAs, logIn } from './api-setup.js';

const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

/** A suffix that keeps this run's names apart from every other journey's data on the shared server. */
const tag = () => Date.now().toString(36).slice(-5);

/**
 * The blind box (issue 21, docs/blindbox.md): the demo visitor — certified as an adult by the seed — opens the 购票
 * tab, sees the demo exhibition's blind box and a fresh one of business 1 (a box of its own per run, so the daily cap
 * of earlier runs never refuses), reads the prizes, odds and rules, buys, pays at the sandbox cashier and sees the
 * opened prize, then 我的盲盒.
 */
test('a certified adult buys a blind box from 购票, pays in the sandbox and sees the prize', async ({
  page,
  request,
}) => {
  const title = `开箱盲盒${tag()}`;
  const now = Math.floor(Date.now() / 1000);
  await callAs(
    request,
    OWNER,
    '/api/blindbox/1.0.0/manage/save',
    {
      title,
      price: 990,
      daily_cap: 5,
      start_time: now - 3600,
      end_time: now + 7 * 86400,
      cover: `${BASE}/blindbox/cover.svg`,
      rules: '支付成功后立即开盒。',
      prizes: [
        { name: '限定款车模', image: `${BASE}/blindbox/prize-car.svg`, value: 8800, stock: 30, weight: 1 },
        { name: '车展纪念徽章', image: `${BASE}/blindbox/prize-badge.svg`, value: 2500, stock: 30, weight: 3 },
      ],
    },
    1,
  );

  await logIn(page, VISITOR);
  await page.goto(`${BASE}/buy`);
  // the demo exhibition's group holds its tickets and its blind box
  const expo = page.getByRole('region', { name: '2026 山城国际车展' });
  await expect(expo.getByRole('article', { name: '车展限定盲盒' })).toBeVisible();
  await expect(expo.getByRole('article', { name: '车展限定盲盒' })).toContainText('¥19.90');
  await shot(page, 'blindbox-buy-tab');
  await expo.getByRole('article', { name: '车展限定盲盒' }).scrollIntoViewIfNeeded();
  await shot(page, 'blindbox-buy-tab-box');

  // this run's box
  const card = page.getByRole('article', { name: title });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/little-action\/blind-box\?id=\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const car = page.getByRole('listitem', { name: '限定款车模' });
  await expect(car).toContainText('价值 ¥88.00');
  await expect(car).toContainText('概率 25%');
  await expect(page.getByRole('listitem', { name: '车展纪念徽章' })).toContainText('概率 75%');
  await expect(page.getByText('今日还可购买 5 个')).toBeVisible();
  await expect(page.getByRole('region', { name: '未成年人须知' })).toContainText('未满8周岁');
  await shot(page, 'blindbox-page');
  await page.getByRole('region', { name: '未成年人须知' }).scrollIntoViewIfNeeded();
  await shot(page, 'blindbox-page-rules');
  await page.getByRole('button', { name: '购买' }).click();

  // the ordinary payment screen, then the sandbox cashier, back to the opened prize
  await expect(page).toHaveURL(/\/my\/order\/payment\/\d+\?return=/);
  await expect(page.getByRole('status', { name: '订单状态' })).toContainText('待支付');
  await shot(page, 'blindbox-payment');
  await page.getByRole('button', { name: '立即支付 ¥9.90' }).click();
  await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();

  await expect(page).toHaveURL(/\/little-action\/blind-box\/success\?order_id=\d+&order_sn=KC\w+&result=success$/);
  await expect(page.getByRole('heading', { name: '恭喜！开出 1 件奖品' })).toBeVisible();
  const prize = page.getByRole('region', { name: '开盒结果' }).getByRole('listitem');
  await expect(prize).toHaveAccessibleName(/^开出 (限定款车模|车展纪念徽章)$/);
  await expect(page.getByRole('region', { name: '我的盲盒' }).getByRole('article').first()).toBeVisible();
  await page.waitForTimeout(1200);
  await shot(page, 'blindbox-success');
});
