import { expect, test, type Browser } from '@playwright/test';
import { BASE, fullShot, pickDate, shot } from './helpers.js';
import { OWNER, VISITOR, callAs, logIn } from './api-setup.js';

/**
 * Issue 17's journey on two phones with geolocation faked in the browser: the approved leader (the demo owner)
 * creates a ride with two checkpoints; the visitor applies with bike, emergency contact and the risk notice; the
 * leader approves; the visitor clocks in at both checkpoints — inside the radius of the first (accepted), far from the
 * second (it waits for the leader, who passes it from the live headcount); the visitor opens the commemorative mark.
 */

test.use({ actionTimeout: 15_000 });

/** Where the visitor stands (WGS-84, as a phone's GPS reports it; the app converts to GCJ-02, about 500 m off). */
const HERE = { latitude: 29.7262, longitude: 106.5612 };
const phone = (geo?: typeof HERE) => ({
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  ...(geo ? { geolocation: geo, permissions: ['geolocation'] } : {}),
});
const page = async (browser: Browser, geo?: typeof HERE) => (await browser.newContext(phone(geo))).newPage();

type Checkpoint = { id: number; name: string; latitude: number; longitude: number; radius: number };

test('a ride: create with two checkpoints, apply, approve, clock in (accepted and reviewed), live headcount, mark', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const title = `江边夜骑${Date.now().toString(36).slice(-4)}`;

  // the leader creates the ride with two checkpoints and publishes it
  const leader = await page(browser);
  await logIn(leader, OWNER);
  await leader.goto(`${BASE}/funly/rideTogetherPlatform`);
  await expect(leader.getByText('认证领队').first()).toBeVisible();
  await shot(leader, 'ride-platform');
  await leader.goto(`${BASE}/funly-ride/create`);
  await leader.getByRole('textbox', { name: '骑行名称' }).fill(title);
  await pickDate(leader, '请选择出发时间');
  await pickDate(leader, '请选择结束时间');
  await pickDate(leader, '请选择报名截止');
  await leader.getByRole('textbox', { name: '集合地点' }).fill('悦来国际博览中心 南广场');
  await leader.getByRole('textbox', { name: '起点' }).fill('悦来');
  await leader.getByRole('textbox', { name: '终点' }).fill('礼嘉');
  await leader.getByRole('textbox', { name: '路线里程' }).fill('23.8');
  await leader.getByRole('textbox', { name: '人数上限' }).fill('10');
  const checkpoints = [
    // the visitor stands here: inside 2 km whatever the WGS-84 → GCJ-02 shift
    { name: '博览中心集合点', lat: '29.7262', lng: '106.5612', radius: '2000' },
    // about 12 km away
    { name: '礼嘉智慧公园', lat: '29.6235', lng: '106.5290', radius: '300' },
  ];
  for (const [i, c] of checkpoints.entries()) {
    const n = i + 1;
    if ((await leader.getByRole('textbox', { name: `打卡点${n}名称` }).count()) === 0)
      await leader.getByRole('button', { name: '添加打卡点' }).click();
    await leader.getByRole('textbox', { name: `打卡点${n}名称` }).fill(c.name);
    await leader.getByRole('textbox', { name: `打卡点${n}纬度` }).fill(c.lat);
    await leader.getByRole('textbox', { name: `打卡点${n}经度` }).fill(c.lng);
    await leader.getByRole('textbox', { name: `打卡点${n}打卡半径` }).fill(c.radius);
    await pickDate(leader, '请选择开放时间');
    await pickDate(leader, '请选择关闭时间');
  }
  await fullShot(leader, 'ride-editor');
  await leader.getByRole('button', { name: '发布' }).click();
  await expect(leader).toHaveURL(/\/funly-ride\/success\?id=\d+/);
  const id = Number(/id=(\d+)/.exec(leader.url())![1]);
  await shot(leader, 'ride-success');

  // the leader moves the ride to today (an edit through the API, as the editor's date pickers would): sign-up
  // until 30 minutes from now, the start in 40, every checkpoint open from 30 minutes ago
  const now = Math.floor(Date.now() / 1000);
  const shown = await callAs<{ checkpoints: Checkpoint[] }>(request, OWNER, '/api/party_riding/1.0.0/v1/party/show', {
    id,
  });
  expect(shown.checkpoints.map((c) => c.name)).toEqual(checkpoints.map((c) => c.name));
  await callAs(request, OWNER, '/api/party_riding/1.0.0/v1/party/save', {
    id,
    submit: true,
    start_time: now + 40 * 60,
    end_time: now + 4 * 3600,
    signup_end: now + 30 * 60,
    checkpoints: shown.checkpoints.map((c) => ({
      id: c.id,
      name: c.name,
      latitude: c.latitude,
      longitude: c.longitude,
      radius: c.radius,
      open_time: now - 30 * 60,
      close_time: now + 5 * 3600,
    })),
  });

  // the visitor finds it and applies: bike, licence, emergency contact, the risk notice accepted
  const rider = await page(browser, HERE);
  await logIn(rider, VISITOR);
  await rider.goto(`${BASE}/funly/rideTogether`);
  await expect(rider.getByText(title).first()).toBeVisible();
  await shot(rider, 'ride-list');
  await rider.getByText(title).first().click();
  await expect(rider).toHaveURL(new RegExp(`/funly/rideTogether\\?id=${id}`));
  await fullShot(rider, 'ride-detail');
  await rider.getByRole('button', { name: '立即报名' }).click();
  await expect(rider).toHaveURL(new RegExp(`/funly/rideForm/form/0/${id}/\\d+`));
  await rider.getByRole('textbox', { name: '车辆品牌' }).fill('本田');
  await rider.getByRole('textbox', { name: '车型' }).fill('CB400X');
  await rider.getByRole('textbox', { name: '排量(cc)' }).fill('399');
  await rider.getByRole('textbox', { name: '车牌号' }).fill('渝A12345');
  await rider.getByRole('group', { name: '驾照类型' }).getByRole('option').nth(1).click();
  await rider.getByRole('textbox', { name: '姓名' }).fill('王大明');
  await rider.getByRole('textbox', { name: '手机号' }).fill('13900000001');
  await rider.getByText('我已阅读并同意风险告知').click();
  await fullShot(rider, 'ride-apply');
  await rider.getByRole('button', { name: '提交报名' }).click();
  await expect(rider).toHaveURL(new RegExp(`/funly/rideTogether\\?id=${id}`));
  await expect(rider.getByText('待审核').first()).toBeVisible();

  // the leader approves it
  await leader.goto(`${BASE}/funly-ride/apply/auditList/${id}`);
  await expect(leader.getByText('观众小王').first()).toBeVisible();
  await shot(leader, 'ride-audit-list');
  await leader.getByRole('button', { name: '通过观众小王的报名' }).click();
  await leader.getByRole('button', { name: '确定' }).click();
  await expect(leader.getByRole('button', { name: '通过观众小王的报名' })).toHaveCount(0);

  // the leader opens the headcount: the visitor is missing at both checkpoints
  await leader.goto(`${BASE}/funly/rideTogether/clockin?id=${id}`);
  await leader.getByRole('tab', { name: '点名' }).click();
  const first = leader.getByRole('region', { name: `打卡点${checkpoints[0]!.name}` });
  await expect(first.getByText('观众小王').first()).toBeVisible();
  await shot(leader, 'ride-headcount-before');

  // the visitor turns on position sending for this ride and clocks in at both checkpoints
  await rider.goto(`${BASE}/funly/rideTogether/clockin?id=${id}`);
  await rider.getByRole('switch', { name: '为本次骑行开启位置打卡' }).click();
  await rider.getByRole('button', { name: `在${checkpoints[0]!.name}打卡` }).click();
  await expect(rider.getByText('已打卡').first()).toBeVisible();
  await rider.getByRole('button', { name: `在${checkpoints[1]!.name}打卡` }).click();
  await expect(rider.getByText('待领队确认').first()).toBeVisible();
  await expect(rider.getByText(/距打卡点\d+米，超出300米打卡范围/).first()).toBeVisible();
  await fullShot(rider, 'ride-clockin');

  // the leader's headcount shows both live (no reload) and the leader passes the waiting one
  const review = leader.getByRole('region', { name: '待确认打卡' });
  await expect(review.getByText(/超出300米打卡范围/)).toBeVisible({ timeout: 30_000 });
  await shot(leader, 'ride-headcount-live');
  await review.getByRole('button', { name: /^通过/ }).first().click();
  await expect(review.getByText('暂无待确认的打卡')).toBeVisible({ timeout: 30_000 });
  await shot(leader, 'ride-headcount-after');

  // the visitor's second checkpoint is accepted now; the mark shows the ride and both checkpoints
  await rider.reload();
  await expect(rider.getByText('待领队确认')).toHaveCount(0);
  await rider.goto(`${BASE}/funly/rideTogether/genMark?id=${id}`);
  // the image's text alternative names what was drawn on the canvas
  const mark = rider.getByRole('img', { name: /^骑行纪念标记/ });
  await expect(mark).toBeVisible();
  const drawn = await mark.getAttribute('alt');
  for (const text of [title, '打卡 2/2', ...checkpoints.map((c) => c.name)]) expect(drawn).toContain(text);
  expect(await mark.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(700);
  await shot(rider, 'ride-mark');
});
