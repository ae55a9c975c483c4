import { expect, test } from '@playwright/test';
import { BASE, chooseBusiness, fullShot, PNG, shot } from './helpers.js';
import { AUDITOR, OWNER, VISITOR, callAs, logIn, logOut } from './api-setup.js';

/**
 * The utility screens (issue 21, docs/utility.md): agreements edited by the platform auditor as plain text and as
 * rich text and read by anyone; a visitor's health declaration seen by the exhibition's business; the demo catalogue.
 */

/** A document key of this run (a–z and _ only). */
const freshKey = () =>
  `guide_${Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;

test('the auditor edits an agreement as text and as rich text; a visitor reads it', async ({ page, request }) => {
  const key = freshKey();
  await callAs(request, AUDITOR, '/api/platform/1.0.0/protocol/save_text', {
    key,
    title: '观展须知',
    version: 0,
    content: '初稿',
  });

  // a visitor may not edit: the page explains the refusal
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/app/protocol/edit?key=${key}`);
  await expect(page.getByText('暂无权限')).toBeVisible();
  await expect(page.getByText('仅平台审核员可以编辑协议')).toBeVisible();
  await shot(page, 'utility-protocol-edit-refused');
  await logOut(page);

  // plain text: each line a paragraph
  await logIn(page, AUDITOR);
  await page.goto(`${BASE}/app/protocol/edit?key=${key}`);
  const body = page.getByRole('textbox', { name: '正文' });
  await expect(body).toHaveValue('初稿');
  await body.fill('第一条 入场请出示电子门票。\n第二条 展馆内禁止吸烟。');
  await shot(page, 'utility-protocol-edit');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(/^第2版 · 更新于/)).toBeVisible();
  await expect(page.getByRole('button', { name: '已保存' })).toBeDisabled();

  // rich text: a bold sentence added at the end
  await page.goto(`${BASE}/app/richtext?key=${key}`);
  const editor = page.getByRole('textbox', { name: '正文' });
  await expect(editor).toContainText('第二条 展馆内禁止吸烟。');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('第三条 请保管好随身物品。');
  await expect(editor.locator('strong')).toHaveText('第三条 请保管好随身物品。');
  await shot(page, 'utility-richtext');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(/^第3版 · 更新于/)).toBeVisible();
  await logOut(page);

  // anyone reads it, the bold text as bold
  await page.goto(`${BASE}/app/protocol?key=${key}`);
  await expect(page.getByRole('heading', { name: '观展须知' })).toBeVisible();
  await expect(page.getByText('第一条 入场请出示电子门票。')).toBeVisible();
  await expect(page.locator('article strong')).toHaveText('第三条 请保管好随身物品。');
  await shot(page, 'utility-protocol-view');
});

test('a visitor declares their health; the exhibition’s owner sees the declaration', async ({ page }) => {
  await logIn(page, VISITOR);
  await page.goto(`${BASE}/app/epidmic`);
  await expect(page.getByText('2026 山城国际车展')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(VISITOR);
  // nothing filled: every message in Chinese
  await page.getByRole('button', { name: /提交申报|更新今日申报/ }).click();
  await expect(page.getByText('请阅读并同意《防疫须知》')).toBeVisible();
  await shot(page, 'utility-epidemic-errors');

  await page.getByRole('textbox', { name: '姓名' }).fill('王小明');
  await page.getByText('以上均无').click();
  await page.getByRole('textbox', { name: '近14天旅居史' }).fill('近14天一直在重庆');
  await page.locator('input[type=file]').setInputFiles(PNG);
  await expect(page.locator('.adm-image-uploader-cell img')).toBeVisible();
  await page.getByRole('button', { name: '《防疫须知》' }).click();
  await expect(page.getByText('提交即表示你已阅读并同意本须知。')).toBeVisible();
  await shot(page, 'utility-epidemic-notice');
  await page.getByRole('button', { name: '同意并继续' }).click();
  await expect(page.getByText('提交即表示你已阅读并同意本须知。')).toBeHidden();
  await expect(page.getByRole('checkbox', { name: '我已阅读并同意《防疫须知》' })).toBeChecked();
  await fullShot(page, 'utility-epidemic-form');
  await page.getByRole('button', { name: /提交申报|更新今日申报/ }).click();
  await expect(page.getByText(/今日已申报/)).toBeVisible();
  await shot(page, 'utility-epidemic-sent');
  await logOut(page);

  await logIn(page, OWNER);
  await chooseBusiness(page);
  await page.goto(`${BASE}/app/epidmic/list`);
  await expect(page.getByRole('article', { name: '王小明的申报' })).toBeVisible();
  await expect(page.getByText('申报人数')).toBeVisible();
  await shot(page, 'utility-epidemic-list');
});

test('every demo page shows its component', async ({ page }) => {
  await page.goto(`${BASE}/demo`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/demo/index`));
  await expect(page.getByText('示例列表')).toBeVisible();
  await shot(page, 'utility-demo-index');

  const demos: [string, (p: typeof page) => Promise<void>][] = [
    ['long-list', async (p) => await expect(p.getByText('#20')).toBeVisible()],
    [
      'form',
      async (p) => {
        await p.getByRole('button', { name: '提交' }).click();
        await expect(p.getByText('请选择观展日期')).toBeVisible();
      },
    ],
    [
      'kc-dialog',
      async (p) => {
        await p.getByRole('button', { name: '普通确认' }).click();
        await expect(p.getByText('是否确定？', { exact: true })).toBeVisible();
        await shot(p, 'utility-demo-kc-dialog-open');
        await p.getByRole('button', { name: '确定' }).click();
        await expect(p.getByText('你点了“确定”')).toBeVisible();
      },
    ],
    ['graph', async (p) => await expect(p.getByRole('img', { name: /^入场每日趋势/ })).toBeVisible()],
    ['notice-bar', async (p) => await expect(p.getByText('驳回原因：票券图片不清晰')).toBeVisible()],
    [
      'temp',
      async (p) => {
        await p.getByText('出错', { exact: true }).click();
        await expect(p.getByText('加载失败')).toBeVisible();
      },
    ],
    [
      'list-banner',
      async (p) => {
        await expect(p.getByRole('region', { name: '轮播图' })).toBeVisible();
        await expect(p.getByText('#1', { exact: true })).toBeVisible();
      },
    ],
    [
      'sort-view',
      async (p) => {
        await p.getByRole('button', { name: '价格' }).click();
        await expect(p.getByRole('button', { name: '价格，升序' })).toBeVisible();
      },
    ],
  ];
  for (const [path, check] of demos) {
    await page.goto(`${BASE}/demo/${path}`);
    await expect(page.getByText('组件说明').or(page.getByRole('region', { name: '组件说明' }))).toBeVisible();
    await expect(page.getByText('功能建设中')).toHaveCount(0);
    await check(page);
    await shot(page, `utility-demo-${path}`);
  }
});
