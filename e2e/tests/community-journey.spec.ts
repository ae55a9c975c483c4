import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BASE, PNG, fullShot, shot, waitForSmsCode } from './helpers.js';
import { AUDITOR, CHECKER, OWNER, VISITOR, callAs, logIn } from './api-setup.js';

/**
 * Issue 18's journey at 375×812: the visitor posts with two images and a tag; the business owner follows the visitor,
 * likes and comments; the visitor replies; the visitor blocks the owner, who then can no longer see or comment on the
 * visitor's posts; three people report a post and it is hidden; the auditor takes it down, and its author sees why.
 */

test.use({ actionTimeout: 15_000 });

const phone = async (browser: Browser): Promise<Page> =>
  (
    await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    })
  ).newPage();

type Answer<T> = { code: number; message: string; data: T };

/** A new person's session through an SMS login (the third reporter). */
async function smsUser(request: APIRequestContext, mobile: string): Promise<string> {
  const sent = (await (await request.get(`/sms?mobile=${mobile}&scene=login`)).json()) as Answer<unknown>;
  expect(sent.code, sent.message).toBe(0);
  const code = await waitForSmsCode(mobile);
  const login = (await (
    await request.post('/api/user/1.0.0/login', { data: { query: { mobile, code }, payload: {} } })
  ).json()) as Answer<{ token: string }>;
  expect(login.code, login.message).toBe(0);
  return login.data.token;
}

async function callWith<T>(request: APIRequestContext, token: string, path: string, query: object) {
  return (await (await request.post(path, { data: { query, payload: { token } } })).json()) as Answer<T>;
}

const uidOf = async (request: APIRequestContext, mobile: string) =>
  (await callAs<{ profile: { uid: number } }>(request, mobile, '/api/user/1.0.0/centerindex', {})).profile.uid;

test('community: post with images and a tag, follow, like, comment and reply, block both ways, reports hide a post, the auditor takes it down', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36).slice(-4);
  const body = `周末摩旅去武隆，天气很好 ${stamp}`;

  // the visitor posts with two images and a tag
  const visitor = await phone(browser);
  await logIn(visitor, VISITOR);
  await visitor.goto(`${BASE}/tag/search`);
  await expect(visitor.getByRole('tab', { name: '最新' })).toBeVisible();
  await shot(visitor, 'community-home');
  await visitor.goto(`${BASE}/post/create`);
  await visitor.getByRole('textbox', { name: '帖子正文' }).fill(body);
  const images = visitor.locator('input[type=file][accept^="image"]');
  await images.setInputFiles([
    { ...PNG, name: 'a.png' },
    { ...PNG, name: 'b.png' },
  ]);
  await expect(visitor.locator('.adm-image-uploader-cell-image')).toHaveCount(2);
  // both uploaded (antd shows the pictures while they upload; the form waits for them)
  await expect(visitor.locator('.adm-image-uploader-cell-loading')).toHaveCount(0, { timeout: 30_000 });
  await visitor.getByRole('button', { name: /选择话题/ }).click();
  await visitor.getByRole('searchbox', { name: '搜索话题' }).fill('摩旅');
  await visitor.getByRole('button', { name: /#摩旅/ }).first().click();
  await visitor.getByRole('button', { name: '确定' }).click();
  // the picker closes first (while it closes its own #摩旅 is still there), then the form shows the tag
  await expect(visitor.getByRole('searchbox', { name: '搜索话题' })).toBeHidden();
  await expect(visitor.getByText('#摩旅')).toBeVisible();
  await shot(visitor, 'community-create');
  await visitor.getByRole('button', { name: '发布' }).click();
  await expect(visitor).toHaveURL(/\/post\/\d+$/);
  const postId = Number(/\/post\/(\d+)$/.exec(visitor.url())![1]);
  // (the form may still be leaving the page for a moment after the URL changed: its text area holds the same text)
  await expect(visitor.locator('p', { hasText: body })).toBeVisible();
  await expect(visitor.getByRole('img', { name: /图片/ })).toHaveCount(2);
  await fullShot(visitor, 'community-post');
  const visitorUid = await uidOf(request, VISITOR);
  const ownerUid = await uidOf(request, OWNER);

  // the owner follows the visitor, likes and comments
  const owner = await phone(browser);
  await logIn(owner, OWNER);
  await owner.goto(`${BASE}/personal/index?uid=${visitorUid}`);
  // the demo owner may already follow the visitor (seeded follows): start from not following
  const followButton = owner.getByRole('button', { name: /^(关注|已关注|互相关注)$/ });
  if ((await followButton.innerText()).trim() !== '关注') await followButton.click();
  await owner.getByRole('button', { name: '关注', exact: true }).click();
  await expect(owner.getByRole('button', { name: /已关注|互相关注/ })).toBeVisible();
  await shot(owner, 'community-personal');
  await owner.goto(`${BASE}/post/${postId}`);
  await owner.getByRole('button', { name: /^点赞/ }).click();
  await expect(owner.getByRole('button', { name: /^取消点赞，已有1人点赞/ })).toBeVisible();
  await owner.goto(`${BASE}/post/comment/${postId}`);
  await owner.getByRole('textbox', { name: '评论内容' }).fill('照片拍得真好，下次带上我');
  await owner.getByRole('button', { name: '发送' }).click();
  await expect(owner.locator('p', { hasText: '照片拍得真好，下次带上我' })).toBeVisible();

  // the visitor replies
  await visitor.goto(`${BASE}/post/comment/${postId}`);
  await visitor.getByRole('button', { name: /^回复/ }).first().click();
  await visitor.getByRole('textbox', { name: '回复内容' }).fill('好呀，下周六一起');
  await visitor.getByRole('button', { name: '发送' }).click();
  await expect(visitor.locator('p', { hasText: '好呀，下周六一起' })).toBeVisible();
  await shot(visitor, 'community-comments');

  // the visitor blocks the owner: the follow is gone, the owner can neither see nor comment on the visitor's posts
  await visitor.goto(`${BASE}/personal/index?uid=${ownerUid}`);
  await visitor.getByRole('button', { name: '更多操作' }).click();
  await visitor.getByText('拉黑', { exact: true }).click();
  await visitor.getByRole('button', { name: '确定' }).click();
  await expect(visitor.getByText('已拉黑').first()).toBeVisible();
  await owner.goto(`${BASE}/post/${postId}`);
  await expect(owner.getByText('内容不存在或已被删除')).toBeVisible();
  const refused = await callWith<unknown>(
    request,
    (
      (await (
        await request.post('/api/user/1.0.0/login', {
          data: { query: { mobile: OWNER, password: 'Demo@1234' }, payload: {} },
        })
      ).json()) as Answer<{ token: string }>
    ).data.token,
    '/api/c_bbs/1.0.0/bbs/comment',
    { post_id: postId, body: '还能评论吗' },
  );
  expect(refused.code).toBe(10003);

  // three people report another post of the visitor's: it is hidden
  const spam = await callAs<{ id: number }>(request, VISITOR, '/api/c_bbs/1.0.0/bbs/create', {
    body: `低价出售二手头盔，加微信 ${stamp}`,
  });
  const checker = await phone(browser);
  await logIn(checker, CHECKER);
  await checker.goto(`${BASE}/post/${spam.id}`);
  await checker.getByRole('button', { name: '举报帖子' }).click();
  await checker.getByText('垃圾广告').click();
  await shot(checker, 'community-report');
  await checker.getByRole('button', { name: '提交' }).click();
  await expect(checker.getByText('举报已提交，感谢你的反馈')).toBeVisible();
  await callAs(request, AUDITOR, '/public/common/1.0.0/report/create', { module: 'bbs', id: spam.id, reason: 'spam' });
  const third = await smsUser(request, `137${String(Date.now()).slice(-8)}`);
  const hid = await callWith<{ hidden: boolean }>(request, third, '/public/common/1.0.0/report/create', {
    module: 'bbs',
    id: spam.id,
    reason: 'fraud',
  });
  expect(hid.data.hidden).toBe(true);
  await checker.goto(`${BASE}/post/${spam.id}`);
  await expect(checker.getByText('内容不存在或已被删除')).toBeVisible();

  // the auditor takes it down; the author sees it removed, with the reason
  const auditor = await phone(browser);
  await logIn(auditor, AUDITOR);
  await auditor.goto(`${BASE}/b/audit`);
  await auditor.getByText('被举报的帖子').first().click();
  await expect(auditor.getByText(`低价出售二手头盔，加微信 ${stamp}`)).toBeVisible();
  await fullShot(auditor, 'community-audit');
  await auditor.getByRole('button', { name: '下架' }).click();
  await auditor.getByRole('textbox', { name: '下架原因' }).fill('发布广告信息');
  await auditor.getByRole('button', { name: '确定下架' }).click();
  await expect(auditor.getByText(/已驳回|已下架/).first()).toBeVisible();
  await visitor.goto(`${BASE}/post/${spam.id}`);
  await expect(visitor.getByText(/已被下架/).first()).toBeVisible();
  await expect(visitor.getByText(/发布广告信息/)).toBeVisible();
  await shot(visitor, 'community-removed');
});

test('community: every screen renders for the people who use it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const ownerUid = await uidOf(request, OWNER);
  const [post] = (
    await callAs<{ list: { id: number }[] }>(request, OWNER, '/api/c_bbs/1.0.0/bbs/list', {
      kind: 'user',
      uid: ownerUid,
    })
  ).list;
  const feedback = await callAs<{ id: number }>(request, VISITOR, '/api/user/1.0.0/addfeedback', {
    kind: 'bug',
    content: `扫码页面在夜里太暗了 ${Date.now().toString(36).slice(-4)}`,
  });
  const visitor = await phone(browser);
  await logIn(visitor, VISITOR);
  const screens: [string, string | RegExp][] = [
    ['/personal/my', '帖子'],
    [`/personal/detail?uid=${ownerUid}`, '商家老李'],
    ['/personal/info', '头像'],
    ['/personal/upload/image', /相册|上传/],
    [`/personal/follow?uid=${ownerUid}`, '粉丝'],
    ['/my/follow', '关注'],
    ['/my/favorite', /收藏|帖子/],
    ['/my/setting/black-list', /黑名单|拉黑/],
    ['/my/setting/feedback', '反馈内容'],
    ['/my/setting/feedback/list', '扫码页面在夜里太暗了'],
    [`/my/setting/feedback/detail/${feedback.id}`, '等待回复'],
    [`/post/relay/${post!.id}`, '转发'],
    ['/post/tag/choose', '热门话题'],
  ];
  for (const [path, text] of screens) {
    await visitor.goto(`${BASE}${path}`);
    await expect(visitor.getByText(text).first(), path).toBeVisible();
    await expect(visitor.getByTestId('boot-splash')).toHaveCount(0);
    await shot(visitor, `community-screen${path.replace(/[/?=&]+/g, '-')}`);
  }
  // the auditor answers the feedback from the queue
  const auditor = await phone(browser);
  await logIn(auditor, AUDITOR);
  await auditor.goto(`${BASE}/b/audit`);
  await auditor.getByRole('link', { name: '意见反馈处理' }).click();
  await auditor
    .getByText(/扫码页面在夜里太暗了/)
    .first()
    .click();
  await auditor.getByRole('textbox', { name: '回复内容' }).fill('已调亮扫码页面，请更新后再试');
  await auditor.getByRole('button', { name: '发送回复' }).click();
  await expect(auditor.getByText('已调亮扫码页面，请更新后再试').first()).toBeVisible();
  await shot(auditor, 'community-feedback-reply');
  await visitor.goto(`${BASE}/my/setting/feedback/detail/${feedback.id}`);
  await expect(visitor.getByText('已调亮扫码页面，请更新后再试')).toBeVisible();
});
