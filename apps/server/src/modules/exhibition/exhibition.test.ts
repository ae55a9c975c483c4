import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  exhibitionActivityList,
  exhibitionActivitySave,
  exhibitionBrandList,
  exhibitionBrandSave,
  exhibitionContentDelete,
  exhibitionCurrent,
  exhibitionHistoryList,
  exhibitionHistorySave,
  exhibitionInfo,
  exhibitionNewsInfo,
  exhibitionNewsList,
  exhibitionNewsSave,
  exhibitionPageSave,
} from '@kc/shared';
import { businesses, userRoles } from '../../db/schema.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { DAY, demoProject, demoTokens, fieldNames, nowSeconds, rows } from '../../test/fixtures.js';

/**
 * Exhibition pages (docs/exhibition.md) on the seeded 2026 山城国际车展 (variant auto_chongqing): the public reads,
 * the content admin of the business's owner and the platform auditor, validation with the field named, rich text
 * sanitised on write, and the refusals (no session, a visitor, another business's owner, the checker).
 */
describe('exhibition', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  let projectId: number;
  let otherOwner: string;

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
    const [p] = await rows<{ id: number }>(t, sql`select id from projects where name = '2026 山城国际车展'`);
    projectId = p!.id;
    const other = await t.loginBySms('13900000211');
    const [biz] = await t.database.db
      .insert(businesses)
      .values({ name: '别家车展公司' })
      .returning({ id: businesses.id });
    await t.database.db.insert(userRoles).values({ userId: other.uid, role: 'owner', businessId: biz!.id });
    otherOwner = other.token;
  });
  afterAll(() => t.close());

  describe('public reads', () => {
    it('the auto_chongqing variant gets the demo exhibition as current; the general variant lists it', async () => {
      const variant = await t.call(exhibitionCurrent, {}, { payload: { appName: 'auto_chongqing' } });
      expect(variant.code).toBe(0);
      expect(variant.data.current).toMatchObject({ id: projectId, name: '2026 山城国际车展', status: 'ongoing' });
      expect(variant.data.current!.variant).toBe('auto_chongqing');

      const general = await t.call(exhibitionCurrent, {});
      expect(general.data.app_name).toBe('kc');
      expect(general.data.current).toBeNull();
      expect(general.data.list.map((e) => e.id)).toContain(projectId);

      const moto = await t.call(exhibitionCurrent, { app_name: 'cimamotor' });
      const unknown = await t.call(exhibitionCurrent, {}, { payload: { appName: 'nope' } });
      expect(unknown.data.app_name).toBe('kc');
      expect(moto.data).toMatchObject({ current: null, list: [] });
    });

    it('info holds the page, the latest three news, activities, brands and counts; can_manage by role', async () => {
      const anon = await t.call(exhibitionInfo, { project_id: projectId });
      expect(anon.code).toBe(0);
      expect(anon.data).toMatchObject({
        name: '2026 山城国际车展',
        venue: '悦来国际博览中心',
        variant: 'auto_chongqing',
        kind_label: '展会',
        can_manage: false,
      });
      expect(anon.data.opening_hours).toContain('9:00');
      expect(anon.data.introduction).toContain('<h2>');
      expect(anon.data.news).toHaveLength(3);
      expect(anon.data.news_count).toBeGreaterThanOrEqual(4);
      expect(anon.data.activity_count).toBeGreaterThanOrEqual(3);
      expect(anon.data.brand_count).toBeGreaterThanOrEqual(8);
      expect(anon.data.history_count).toBe(1);
      expect(anon.data.lat).not.toBeNull();

      const can = async (token: string) => (await t.call(exhibitionInfo, { project_id: projectId }, { token })).data;
      expect((await can(tok.owner)).can_manage).toBe(true);
      expect((await can(tok.auditor)).can_manage).toBe(true);
      expect((await can(tok.visitor)).can_manage).toBe(false);
      expect((await can(tok.checker)).can_manage).toBe(false);
      expect((await can(otherOwner)).can_manage).toBe(false);
    });

    it('news are newest first and paged; one item has its body; brands A–Z with search; history by year', async () => {
      const page1 = await t.call(exhibitionNewsList, { project_id: projectId, page: 1, page_size: 2 });
      expect(page1.data.list).toHaveLength(2);
      const all = await t.call(exhibitionNewsList, { project_id: projectId, page_size: 100 });
      const times = all.data.list.map((n) => n.publish_time);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(page1.data.list[0]!.id).toBe(all.data.list[0]!.id);

      const one = await t.call(exhibitionNewsInfo, { id: all.data.list[0]!.id });
      expect(one.data.body).toContain('<p>');
      expect(one.data.project_name).toBe('2026 山城国际车展');

      const brands = await t.call(exhibitionBrandList, { project_id: projectId });
      const letters = brands.data.list.map((b) => b.letter);
      expect(letters).toEqual([...letters].sort());
      expect(new Set(letters).size).toBeGreaterThanOrEqual(6);
      const found = await t.call(exhibitionBrandList, { project_id: projectId, keyword: '5 号馆' });
      expect(found.data.list.length).toBeGreaterThan(0);
      expect(found.data.list.every((b) => b.hall === '5 号馆')).toBe(true);

      const acts = await t.call(exhibitionActivityList, { project_id: projectId });
      expect(acts.data.count).toBeGreaterThanOrEqual(3);
      expect(acts.data.list.some((a) => a.event_id !== null)).toBe(true);

      const history = await t.call(exhibitionHistoryList, { project_id: projectId });
      expect(history.data.list[0]).toMatchObject({ year: 2025 });
      expect(history.data.list[0]!.figures.length).toBeGreaterThan(0);
    });

    it('an unknown, unpublished or bad id: 10004 or 10001 with the field named', async () => {
      expect((await t.call(exhibitionInfo, { project_id: 999999 })).code).toBe(10004);
      expect((await t.call(exhibitionNewsInfo, { id: 999999 })).code).toBe(10004);
      const bad = await t.call(exhibitionNewsList, { project_id: 'abc' });
      expect(bad.code).toBe(10001);
      expect(fieldNames(bad)).toContain('project_id');
      const [draft] = await rows<{ id: number }>(
        t,
        sql`insert into projects (business_id, name, created_by) values (1, '草稿', 1) returning id`,
      );
      expect((await t.call(exhibitionInfo, { project_id: draft!.id })).code).toBe(10004);
    });
  });

  describe('content admin', () => {
    const owner = () => ({ token: tok.owner });

    it('the owner saves the page: rich text is sanitised on write (a <script> is gone), the variant and hours kept', async () => {
      const r = await t.call(
        exhibitionPageSave,
        {
          project_id: projectId,
          variant: 'auto_chongqing',
          opening_hours: '9:00-18:00',
          introduction: '<p onclick="alert(1)">介绍<script>alert(1)</script></p><img src="x" onerror="alert(2)">',
          motorhome: '<p>房车</p><a href="javascript:alert(1)">链接</a>',
          lat: 29.7,
          lng: 106.5,
        },
        owner(),
      );
      expect(r.code).toBe(0);
      expect(r.data.introduction).toContain('介绍');
      expect(r.data.introduction).not.toMatch(/script|onclick|onerror/);
      expect(r.data.motorhome).not.toContain('javascript');
      const [stored] = await rows<{ introduction: string }>(
        t,
        sql`select introduction from exhibition_pages where project_id = ${projectId}`,
      );
      expect(stored!.introduction).not.toContain('<script');
    });

    it('a project without a page gets one; only one of lat/lng is refused', async () => {
      const fresh = await demoProject(t, tok, '新车展');
      const before = await t.call(exhibitionInfo, { project_id: fresh });
      expect(before.data).toMatchObject({ variant: null, introduction: '', news_count: 0 });
      const half = await t.call(exhibitionPageSave, { project_id: fresh, lat: 29 }, owner());
      expect(half.code).toBe(10001);
      expect(fieldNames(half)).toContain('lng');
      const made = await t.call(exhibitionPageSave, { project_id: fresh, variant: 'cacf' }, owner());
      expect(made.data.variant).toBe('cacf');
      const cacf = await t.call(exhibitionCurrent, { app_name: 'cacf' });
      expect(cacf.data.current?.id).toBe(fresh);
    });

    it('news: add, edit (body sanitised), validation named, delete; newest first by publish time', async () => {
      const added = await t.call(
        exhibitionNewsSave,
        {
          project_id: projectId,
          title: '新资讯',
          body: '<p>正文<script>x()</script></p>',
          publish_time: nowSeconds() + 30 * DAY, // after every seeded news item
        },
        owner(),
      );
      expect(added.code).toBe(0);
      expect(added.data.body).toBe('<p>正文</p>');
      const list = await t.call(exhibitionNewsList, { project_id: projectId });
      expect(list.data.list[0]!.id).toBe(added.data.id);

      const edited = await t.call(
        exhibitionNewsSave,
        { project_id: projectId, id: added.data.id, title: '改过的资讯', summary: '摘要' },
        owner(),
      );
      expect(edited.data).toMatchObject({
        title: '改过的资讯',
        summary: '摘要',
        publish_time: added.data.publish_time,
      });

      const empty = await t.call(exhibitionNewsSave, { project_id: projectId, title: '  ' }, owner());
      expect(empty.code).toBe(10001);
      expect(fieldNames(empty)).toContain('title');
      const long = await t.call(exhibitionNewsSave, { project_id: projectId, title: '长'.repeat(61) }, owner());
      expect(long.message).toContain('标题最多60个字');
      const cover = await t.call(
        exhibitionNewsSave,
        { project_id: projectId, title: '封面', cover: 'javascript:alert(1)' },
        owner(),
      );
      expect(fieldNames(cover)).toContain('cover');

      // an id of another exhibition is not this one's
      const other = await demoProject(t, tok, '别的车展');
      const moved = await t.call(exhibitionNewsSave, { project_id: other, id: added.data.id, title: '搬家' }, owner());
      expect(moved.code).toBe(10004);

      const del = await t.call(exhibitionContentDelete, { kind: 'news', id: added.data.id }, owner());
      expect(del.data).toEqual({ kind: 'news', id: added.data.id });
      expect((await t.call(exhibitionNewsInfo, { id: added.data.id })).code).toBe(10004);
      expect((await t.call(exhibitionContentDelete, { kind: 'news', id: added.data.id }, owner())).code).toBe(10004);
    });

    it('activities: end before start refused; a link to a missing event refused; saved and listed', async () => {
      const start = nowSeconds() + DAY;
      const backwards = await t.call(
        exhibitionActivitySave,
        { project_id: projectId, title: '试驾', start_time: start, end_time: start - 60, place: '试驾场' },
        owner(),
      );
      expect(fieldNames(backwards)).toContain('end_time');
      const noEvent = await t.call(
        exhibitionActivitySave,
        {
          project_id: projectId,
          title: '试驾',
          start_time: start,
          end_time: start + 60,
          place: '试驾场',
          event_id: 999999,
        },
        owner(),
      );
      expect(fieldNames(noEvent)).toContain('event_id');
      const ok = await t.call(
        exhibitionActivitySave,
        { project_id: projectId, title: '夜场试驾', start_time: start, end_time: start + 3600, place: '试驾场' },
        owner(),
      );
      expect(ok.data).toMatchObject({ title: '夜场试驾', event_id: null });
    });

    it('brands: the letter is one A–Z (lower case taken as upper); a name once per exhibition', async () => {
      const bad = await t.call(exhibitionBrandSave, { project_id: projectId, name: '蔚来', letter: '蔚' }, owner());
      expect(fieldNames(bad)).toContain('letter');
      expect(bad.message).toContain('A-Z');
      const ok = await t.call(
        exhibitionBrandSave,
        { project_id: projectId, name: '蔚来', letter: 'n', hall: 'N3 馆', booth: 'N3-01' },
        owner(),
      );
      expect(ok.data).toMatchObject({ name: '蔚来', letter: 'N', hall: 'N3 馆', booth: 'N3-01' });
      const twice = await t.call(exhibitionBrandSave, { project_id: projectId, name: '蔚来', letter: 'N' }, owner());
      expect(fieldNames(twice)).toContain('name');
      const renamed = await t.call(
        exhibitionBrandSave,
        { project_id: projectId, id: ok.data.id, name: '蔚来', letter: 'W' },
        owner(),
      );
      expect(renamed.data.letter).toBe('W');
    });

    it('history: one edition per year; figures kept', async () => {
      const dup = await t.call(exhibitionHistorySave, { project_id: projectId, year: 2025, title: '重复' }, owner());
      expect(fieldNames(dup)).toContain('year');
      const ok = await t.call(
        exhibitionHistorySave,
        { project_id: projectId, year: 2024, title: '2024 车展', figures: [{ label: '观众', value: '70万' }] },
        owner(),
      );
      expect(ok.data).toMatchObject({ year: 2024, figures: [{ label: '观众', value: '70万' }] });
    });

    it('the platform auditor may manage any exhibition', async () => {
      const r = await t.call(
        exhibitionNewsSave,
        { project_id: projectId, title: '平台公告' },
        { token: tok.auditor, payload: { b_id: 1 } },
      );
      expect(r.code).toBe(0);
      const del = await t.call(exhibitionContentDelete, { kind: 'news', id: r.data.id }, { token: tok.auditor });
      expect(del.code).toBe(0);
    });

    it('refused: 30000 without a session; 10003 for a visitor, the checker and another business owner; nothing changes', async () => {
      const [news] = (await t.call(exhibitionNewsList, { project_id: projectId })).data.list;
      const save = { project_id: projectId, id: news!.id, title: '被改了' };
      expect((await t.call(exhibitionNewsSave, save)).code).toBe(30000);
      for (const token of [tok.visitor, tok.checker, otherOwner]) {
        expect((await t.call(exhibitionNewsSave, save, { token })).code).toBe(10003);
        expect((await t.call(exhibitionContentDelete, { kind: 'news', id: news!.id }, { token })).code).toBe(10003);
        expect((await t.call(exhibitionPageSave, { project_id: projectId }, { token })).code).toBe(10003);
      }
      // acting for their own business does not help another business's owner
      expect((await t.call(exhibitionNewsSave, save, { token: otherOwner, payload: { b_id: 1 } })).code).toBe(10003);
      expect((await t.call(exhibitionNewsInfo, { id: news!.id })).data.title).toBe(news!.title);
    });

    it('parallel adds all land (no lost insert)', async () => {
      const before = (await t.call(exhibitionInfo, { project_id: projectId })).data.news_count;
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          t.call(exhibitionNewsSave, { project_id: projectId, title: `并发资讯${i}` }, owner()),
        ),
      );
      expect(results.every((r) => r.code === 0)).toBe(true);
      expect((await t.call(exhibitionInfo, { project_id: projectId })).data.news_count).toBe(before + 8);
    });
  });
});
