import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_NAME_COOKIE, bbsRelay, exhibitionCurrent, showCarDetail, showCarSave } from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { fakeWebDist } from '../../test/web-dist.js';
import { demoTokens, publishedEvent } from '../../test/fixtures.js';
import { postPeople, publishedPost } from '../../test/post-fixtures.js';
import { setPostState } from '../../modules/post/post.repository.js';
import { addAdvisor, listedCar, newCar, pickModel } from '../../test/showroom-fixtures.js';
import { htmlWithPreview } from './page-preview.js';

/** the splash as apps/web/index.html has it */
const BUILT =
  '<!doctype html><html><head><title>app</title></head><body>' +
  '<div id="boot-splash" class="boot-splash" role="status" aria-label="车友会 正在加载"><div class="boot-name">车友会</div></div>' +
  '<div id="root"></div></body></html>';

describe('a shared post, event or car, or a home tab, opens with its picture and title in the splash (page-preview.ts)', () => {
  let t: TestApp;
  let dist: ReturnType<typeof fakeWebDist>;
  let post: number;
  let textOnly: number;
  let hidden: number;
  let event: number;
  let repost: number;
  let car: number;
  let draftCar: number;
  beforeAll(async () => {
    dist = fakeWebDist(
      { 'index.html': BUILT },
      {
        files: ['assets/page.js'],
        routes: {
          '/post/:id': [0],
          '/funly/show': [0],
          '/funly': [0],
          '/my': [0],
          '/show-car/detail': [0],
          '/exhibition': [0],
        },
      },
    );
    t = await testApp({ webDist: dist.dir });
    const [author, relayer] = await postPeople(t, 2, '1773100');
    post = await publishedPost(t, author!.token, { images: ['/uploads/1/a.png', '/uploads/1/b.png'] });
    textOnly = await publishedPost(t, author!.token);
    const relayed = await t.call(bbsRelay, { id: post, body: '转给大家看看' }, { token: relayer!.token });
    if (relayed.code !== 0) throw new Error(relayed.message);
    repost = relayed.data.id;
    hidden = await publishedPost(t, author!.token, { images: ['/uploads/1/c.png'] });
    await t.database.db.transaction((tx) => setPostState(tx, hidden, 'hidden', '举报较多'));
    const tok = await demoTokens(t);
    event = await publishedEvent(t, tok);
    const owner = { token: tok.owner, payload: { b_id: 1 } };
    const advisor = await addAdvisor(t, owner, '周小文', '13700000771');
    const pick = await pickModel(t, '比亚迪', '海豹');
    car = await listedCar(t, owner, tok.auditor, pick, [advisor], {
      photos: ['/uploads/car-9.png', '/uploads/car-10.png'],
    });
    const draft = await t.call(showCarSave, { ...newCar(pick, [advisor]), photos: ['/uploads/draft.png'] }, owner);
    if (draft.code !== 0) throw new Error(draft.message);
    draftCar = draft.data.id;
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  const html = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it("a post's first picture and its author; an event's cover and title", async () => {
    const p = await html(`/static-kc2/post/${post}`);
    expect(p).toContain('<div id="boot-splash" class="boot-splash has-preview" role="status"');
    expect(p).toContain('<img class="boot-preview" src="/uploads/1/a.png" alt="" fetchpriority="high">');
    expect(p).toMatch(/<div class="boot-preview-title">.+的帖子<\/div>/);
    // a repost (no pictures of its own) opens with its original's first picture, under the reposter's name
    const r = await html(`/static-kc2/post/${repost}`);
    expect(r).toContain('<img class="boot-preview" src="/uploads/1/a.png"');
    expect(r).not.toContain(`<div class="boot-preview-title">${p.match(/boot-preview-title">(.+?)<\/div>/)![1]}</div>`);
    const e = await html(`/static-kc2/funly/show?id=${event}&from=share`);
    expect(e).toContain('src="/uploads/funly-cover.png"');
    expect(e).toContain('<div class="boot-preview-title">周末试驾日</div>');
  });

  it("a car: its first photo in the gallery's 3:2 and its name, as anyone is shown the car", async () => {
    const c = await html(`/static-kc2/show-car/detail?id=${car}`);
    expect(c).toContain(
      '<img class="boot-preview boot-preview-photo" src="/uploads/car-9.png" alt="" fetchpriority="high">',
    );
    const { data } = await t.call(showCarDetail, { id: car });
    expect(c).toContain(`<div class="boot-preview-title">${data.name.slice(0, 40)}</div>`);
  });

  it("the 活动 tab: its carousel's first banner that is shown (none: no preview)", async () => {
    await t.database.db.execute(sql`delete from banners`);
    expect(await html('/static-kc2/funly')).not.toContain('has-preview');
    await t.database.db.execute(
      sql`insert into banners (position, title, image, sort, enabled) values
        ('home', '已下线的横幅', '/uploads/off.png', 0, false), ('home', '车展门票热卖中', '/uploads/on.png', 1, true)`,
    );
    const f = await html('/static-kc2/funly');
    expect(f).toContain('src="/uploads/on.png"');
    expect(f).toContain('<div class="boot-preview-title">车展门票热卖中</div>');
  });

  it("the 展会 tab: the current exhibition of the variant the app will use (its appName query, else its cookie), else the general variant's first", async () => {
    const general = (await t.call(exhibitionCurrent, {})).data.list[0]!;
    const kc = await html('/static-kc2/exhibition');
    expect(kc).toContain('class="boot-splash has-preview" data-preview-app="kc"');
    expect(kc).toContain(`src="${general.cover}"`);
    expect(kc).toContain(`<div class="boot-preview-title">${general.name}</div>`);

    const variant = (await t.call(exhibitionCurrent, {}, { payload: { appName: 'auto_chongqing' } })).data.current!;
    for (const [url, cookie] of [
      ['/static-kc2/exhibition?appName=auto_chongqing', undefined],
      ['/static-kc2/exhibition', `other=1; ${APP_NAME_COOKIE}=auto_chongqing`],
    ] as const) {
      const v = await html(url, cookie);
      expect(v, url).toContain('data-preview-app="auto_chongqing"');
      expect(v, url).toContain(`<div class="boot-preview-title">${variant.name}</div>`);
    }
    // the query wins over the cookie (empty: the general variant); a variant without an exhibition, or one exhibition
    // picked from the list, gets none
    expect(await html('/static-kc2/exhibition?appName=', `${APP_NAME_COOKIE}=auto_chongqing`)).toContain(
      'data-preview-app="kc"',
    );
    expect(await html('/static-kc2/exhibition?appName=cimamotor')).not.toContain('has-preview');
    expect(await html(`/static-kc2/exhibition?project_id=${variant.id}`)).not.toContain('has-preview');
  });

  it('nothing that an anonymous reader of the page would not see, and nothing for a bad address', async () => {
    for (const url of [
      `/static-kc2/post/${hidden}`, // hidden: only its author sees it
      `/static-kc2/post/${textOnly}`, // no picture
      '/static-kc2/post/99999999',
      '/static-kc2/post/abc',
      '/static-kc2/post/0',
      '/static-kc2/post/99999999999999',
      '/static-kc2/funly/show?id=99999999',
      '/static-kc2/funly/show',
      `/static-kc2/show-car/detail?id=${draftCar}`, // a draft: only its dealer sees it
      '/static-kc2/show-car/detail?id=99999999',
      '/static-kc2/my',
    ])
      expect(await html(url), url).not.toContain('has-preview');
  });

  it('escapes the title and refuses a picture address that is not a plain one of this site or https', () => {
    const drawn = htmlWithPreview(BUILT, { image: '/uploads/x.png', title: '"><script>alert(1)</script>' });
    expect(drawn).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(drawn).not.toContain('<script>');
    for (const image of ['javascript:alert(1)', '//evil.example/x.png', '/x.png" onerror="alert(1)', 'http://a/x.png'])
      expect(htmlWithPreview(BUILT, { image, title: 't' })).toBe(BUILT);
  });
});
