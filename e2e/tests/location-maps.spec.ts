import { expect, test, type Page } from '@playwright/test';
import { BASE, shot } from './helpers.js';

/** 29.56, 106.55 (WGS-84) in GCJ-02, as gcoord converts it. */
const BROWSER_GCJ02 = '29.557153, 106.553720';
/** The centre of the IP answer's bounds: the server's default IP city 重庆市 (29.563, 106.5516). */
const IP_CENTRE = '29.563000, 106.551600';

/** Counts the maps service's load attempts from its console warnings. */
const countMapAttempts = (page: Page) => {
  const seen = { attempts: 0 };
  page.on('console', (msg) => {
    if (/\[maps\] load attempt \d+ failed/.test(msg.text())) seen.attempts += 1;
  });
  return seen;
};

test('with geolocation granted the browser position (WGS-84 → GCJ-02) and its city show', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 29.56, longitude: 106.55 });
  await page.goto(`${BASE}/demo/wxuser`);
  await expect(page.getByTestId('wxuser-env')).toHaveText('browser');
  await expect(page.getByTestId('wxuser-client')).toHaveText('web');
  await expect(page.getByTestId('location-source')).toHaveText('浏览器');
  await expect(page.getByTestId('location-pos')).toHaveText(BROWSER_GCJ02);
  await expect(page.getByTestId('location-city')).toHaveText('重庆市（重庆市）');
  await expect(page.getByTestId('location-fail')).toHaveText('无');
  await expect(page.getByTestId('location-locating')).toHaveText('否');
  await shot(page, 'wxuser-located');

  // 重新定位 follows the position of the device
  await context.setGeolocation({ latitude: 30.57, longitude: 104.06 });
  await page.getByRole('button', { name: '重新定位' }).click();
  await expect(page.getByTestId('location-city')).toHaveText('成都市（四川省）');
  await expect(page.getByTestId('location-pos')).not.toHaveText(BROWSER_GCJ02);
});

test('with geolocation denied the IP fallback (centre of the bounds) and its city show', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto(`${BASE}/demo/wxuser`);
  await expect(page.getByTestId('location-source')).toHaveText('IP 定位');
  await expect(page.getByTestId('location-pos')).toHaveText(IP_CENTRE);
  await expect(page.getByTestId('location-city')).toHaveText('重庆市（重庆市）');
  await expect(page.getByTestId('location-fail')).toHaveText('无');
  await page.getByRole('button', { name: '重新定位' }).click();
  await expect(page.getByTestId('location-locating')).toHaveText('否');
  await expect(page.getByTestId('location-source')).toHaveText('IP 定位');
});

test('the map area shows 地图服务初始化失败 and 刷新 tries to load the maps service again', async ({ page }) => {
  const seen = countMapAttempts(page);
  await page.goto(`${BASE}/demo/wxuser`);
  const map = page.locator('.map-view');
  await expect(map.getByText('地图服务初始化失败')).toBeVisible();
  await expect(map).toHaveAttribute('data-state', 'failed');
  await expect(map).toHaveAttribute('data-attempt', '1');
  await expect.poll(() => seen.attempts).toBeGreaterThan(0);
  await expect(page.getByTestId('location-locating')).toHaveText('否');
  const before = seen.attempts;
  await map.scrollIntoViewIfNeeded();
  await shot(page, 'map-failed');

  await map.getByRole('button', { name: '刷新' }).click();
  await expect(map).toHaveAttribute('data-attempt', '2');
  await expect(map).toHaveAttribute('data-state', 'failed');
  await expect(map.getByText('地图服务初始化失败')).toBeVisible();
  await expect.poll(() => seen.attempts).toBe(before + 1);

  await map.getByRole('button', { name: '刷新' }).click();
  await expect(map).toHaveAttribute('data-attempt', '3');
  await expect.poll(() => seen.attempts).toBe(before + 2);
});

test('the debug console loads only with ?debug=1', async ({ page }) => {
  const vconsoleRequests: string[] = [];
  page.on('request', (req) => {
    if (/vconsole/i.test(req.url())) vconsoleRequests.push(req.url());
  });
  await page.goto(`${BASE}/demo/wxuser`);
  await expect(page.getByTestId('wxuser-env')).toHaveText('browser');
  await expect(page.locator('#__vconsole')).toHaveCount(0);
  expect(vconsoleRequests).toEqual([]);

  await page.goto(`${BASE}/demo/wxuser?debug=1`);
  await expect(page.locator('#__vconsole')).toHaveCount(1);
  expect(vconsoleRequests.length).toBeGreaterThan(0);
});
