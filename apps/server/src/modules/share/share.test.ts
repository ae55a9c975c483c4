import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bbsChannels,
  bbsShare,
  centerChannels,
  centerShare,
  ErrorCode,
  login,
  partyShare,
  playChannels,
  playShare,
} from '@kc/shared';
import { spmCodes } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { testApp, type TestApp } from '../../test/test-app.js';

describe('share channels and share content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('lists the same share channels on posts, personal pages and events', async () => {
    for (const def of [bbsChannels, centerChannels, playChannels]) {
      const r = await t.call(def, {});
      expect(r.data.list.map((c) => c.channel_name)).toEqual(['微信好友', '朋友圈', '复制链接', '生成海报']);
    }
  });

  it('shares a personal page with an spm code attributed to the sharer', async () => {
    const sharer = (await t.call(login, { mobile: '13800000001', password: DEMO_PASSWORD })).data;
    const r = await t.call(centerShare, { shareuid: '2' }, { token: sharer.token });
    expect(r.data).toMatchObject({
      title: '商家老李的主页',
      link: `/static-kc2/personal/index?uid=2&spm=${r.data.spm}`,
    });
    const [row] = await t.database.db.select().from(spmCodes).where(eq(spmCodes.code, r.data.spm));
    expect(row).toMatchObject({ userId: sharer.uid, module: 'user', targetId: 2 });
    expect((await t.call(centerShare, { shareuid: '999' })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(centerShare, { shareuid: '-1' })).code).toBe(ErrorCode.VALIDATION);
  });

  it('has nothing to share for posts until they exist, nor for a ride or an event that is not there', async () => {
    expect((await t.call(bbsShare, { id: '1' })).code).toBe(ErrorCode.NOT_FOUND);
    // rides and events are shared once published (ride.test.ts, funly.test.ts)
    expect((await t.call(partyShare, { id: '2147483647' })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(playShare, { play_id: '2147483647' })).code).toBe(ErrorCode.NOT_FOUND);
  });
});
