import { expect, test } from '@playwright/test';
import { BASE, fullShot, shot } from './helpers.js';
import { OWNER, logIn } from './api-setup.js';

/**
 * The exhibition pages (issue 21, docs/exhibition.md) on the demo 2026 山城国际车展 (variant auto_chongqing): a
 * visitor opens the 展会 tab of the auto show's link, reads a news item, opens the brands A–Z and the introduction;
 * the general variant lists the exhibition; the owner edits a news item in the content admin.
 */
test.describe.configure({ mode: 'serial' });

test('a visitor opens the 展会 tab, reads a news item, the brands and the introduction', async ({ page }) => {
  await page.goto(`${BASE}/exhibition?appName=auto_chongqing`);
  await expect(page.getByRole('heading', { name: '2026 山城国际车展' })).toBeVisible();
  await expect(page.getByText('悦来国际博览中心').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '购票' })).toBeVisible();
  await expect(page.getByRole('button', { name: '查看地图' })).toBeVisible();
  const news = page.getByRole('region', { name: '展会资讯' });
  await expect(news.getByRole('button')).toHaveCount(4); // three items and 查看更多
  await fullShot(page, 'exhibition-home');

  // a news item
  await news.getByRole('button', { name: /房车露营展区开放/ }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/exhibition/news/detail\\?id=\\d+`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('资讯正文')).toBeVisible();
  await shot(page, 'exhibition-news-detail');

  // all news
  await page.goBack();
  await page.getByRole('button', { name: /^查看更多/ }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/exhibition/news\\?project_id=\\d+`));
  await expect(page.getByRole('button', { name: /观展交通与停车指南/ })).toBeVisible();
  await shot(page, 'exhibition-news-list');

  // the brands A–Z, searched
  await page.goBack();
  await page.getByRole('navigation', { name: '展会栏目' }).getByRole('button', { name: '参展品牌' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/exhibition/brand\\?project_id=\\d+`));
  await expect(page.getByRole('list', { name: 'C开头的品牌' })).toBeVisible();
  await expect(page.getByText('长安汽车')).toBeVisible();
  await shot(page, 'exhibition-brands');
  await page.getByRole('searchbox').fill('5 号馆');
  await expect(page.getByText('宗申')).toBeVisible();
  await expect(page.getByText('长安汽车')).toHaveCount(0);
  await shot(page, 'exhibition-brands-search');

  // the introduction and the motorhome zone
  await page.goBack();
  await page.getByRole('navigation', { name: '展会栏目' }).getByRole('button', { name: '展会介绍' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/exhibition/introduction\\?project_id=\\d+`));
  await expect(page.getByRole('heading', { name: '西南规模最大的汽车盛会' })).toBeVisible();
  await fullShot(page, 'exhibition-introduction');
  await page.goBack();
  await page.getByRole('navigation', { name: '展会栏目' }).getByRole('button', { name: '房车展区' }).click();
  await expect(page.getByRole('heading', { name: '房车露营展区' })).toBeVisible();
  await shot(page, 'exhibition-motorhome');
  await page.goBack();
  await page.getByRole('navigation', { name: '展会栏目' }).getByRole('button', { name: '历届回顾' }).click();
  await expect(page.getByRole('heading', { name: '2025 山城国际车展' })).toBeVisible();
  await expect(page.getByText('86万人次')).toBeVisible();
  await shot(page, 'exhibition-history');
  await page.goBack();
  await page.getByRole('navigation', { name: '展会栏目' }).getByRole('button', { name: '展会活动' }).click();
  await expect(page.getByRole('button', { name: /新能源试驾体验/ })).toBeVisible();
  await shot(page, 'exhibition-activities');

  // the general variant lists the exhibitions; a tap shows one
  await page.goto(`${BASE}/exhibition?appName=kc`);
  await page.getByRole('button', { name: /2026 山城国际车展/ }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/exhibition\\?project_id=\\d+`));
  await expect(page.getByRole('heading', { name: '2026 山城国际车展' })).toBeVisible();
  await expect(page.getByRole('button', { name: '全部展会' })).toBeVisible();
});

// The 展会 tab's first frame (page-preview.ts): the server draws the exhibition of the variant the app keeps, which it
// knows from the app's cookie once the app has run; the page then shows the same exhibition.
test("the 展会 tab opens with its variant's exhibition in the splash, the variant kept in a cookie", async ({ page }) => {
  await page.goto(`${BASE}/exhibition?appName=auto_chongqing`);
  await expect(page.getByRole('heading', { name: '2026 山城国际车展' })).toBeVisible();
  // a later cold load without the query, as the phone asks for it (the context's cookies)
  const html = await (await page.request.get(`${BASE}/exhibition`)).text();
  expect(html).toContain('class="boot-splash has-preview" data-preview-app="auto_chongqing"');
  expect(html).toContain('<div class="boot-preview-title">2026 山城国际车展</div>');
  await page.goto(`${BASE}/exhibition`);
  await expect(page.getByRole('heading', { name: '2026 山城国际车展', level: 1 })).toBeVisible();
  await expect(page.getByTestId('boot-splash')).toHaveCount(0);
  // back to the general variant: its list's first exhibition
  await page.goto(`${BASE}/exhibition?appName=kc`);
  await expect(page.getByRole('button', { name: /2026 山城国际车展/ })).toBeVisible();
  expect(await (await page.request.get(`${BASE}/exhibition`)).text()).toContain('data-preview-app="kc"');
});

test('the owner edits a news item in the content admin', async ({ page }) => {
  await logIn(page, OWNER);
  await page.goto(`${BASE}/exhibition?appName=auto_chongqing`);
  await page.getByRole('button', { name: '管理内容' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/exhibition/manage\\?project_id=\\d+`));
  await expect(page.getByLabel('开放时间', { exact: true })).toBeVisible();
  await shot(page, 'exhibition-manage-page');

  await page.getByRole('tab', { name: '资讯' }).click();
  const edit = page.getByRole('button', { name: /^编辑观展交通与停车指南/ });
  await expect(edit).toBeVisible();
  await shot(page, 'exhibition-manage-news');
  await edit.click();
  const title = page.getByRole('textbox', { name: '资讯标题' });
  await expect(title).toHaveValue('观展交通与停车指南');
  await expect(page.getByRole('textbox', { name: '资讯正文' })).toContainText('地铁');
  await title.fill('观展交通与停车指南（更新）');
  await shot(page, 'exhibition-manage-news-editor');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(page.getByRole('button', { name: /^编辑观展交通与停车指南（更新）/ })).toBeVisible();

  // the visitor's page shows the change
  await page.goto(`${BASE}/exhibition?appName=auto_chongqing`);
  await page.getByRole('button', { name: /^查看更多/ }).click();
  await page.getByRole('button', { name: /观展交通与停车指南（更新）/ }).click();
  await expect(page.getByRole('heading', { name: '观展交通与停车指南（更新）' })).toBeVisible();
  await expect(page.getByText('6 号线悦来站')).toBeVisible();
});
