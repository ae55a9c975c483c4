import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignInfo,
  campaignList,
  campaignSave,
  ErrorCode,
  unionApplications,
  unionApply,
  unionMine,
  unionReview,
} from '@kc/shared';
import { asOwner, demoTokens } from '../../test/fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

const filled = { contact: '李老板', phone: '13800000002', offer: '购车送保养一次' };

describe('union marketing: campaigns, applications and review', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  const owner = () => asOwner(tok);
  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('lists the seeded campaigns; only auditors create them', async () => {
    const list = await t.call(campaignList, {}, owner());
    expect(list.data.list.map((c) => c.title)).toEqual(['春节骑行季', '2026 冬季购车节联合营销']);
    expect(list.data.list[0]).toMatchObject({ my_status: null });
    const now = Math.floor(Date.now() / 1000);
    const draft = {
      title: '新活动',
      start_time: now,
      end_time: now + 86400,
      fields: [{ key: 'a', kind: 'text', label: '说明' }],
    };
    expect((await t.call(campaignSave, draft, owner())).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(campaignSave, { ...draft, end_time: now - 1 }, { token: tok.auditor })).message).toBe(
      '结束时间须晚于开始时间',
    );
    expect((await t.call(campaignSave, draft, { token: tok.auditor })).data.title).toBe('新活动');
  });

  it('a business applies once with the campaign’s form; an auditor reviews; a rejected business may apply again', async () => {
    const id = (await t.call(campaignList, {}, owner())).data.list.find((c) => c.title === '春节骑行季')!.id;
    expect(
      (await t.call(unionApply, { campaign_id: id, values: filled }, { token: tok.visitor, payload: { b_id: 1 } }))
        .code,
    ).toBe(ErrorCode.FORBIDDEN);
    expect(await t.call(unionApply, { campaign_id: id, values: { ...filled, phone: '1' } }, owner())).toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '请输入正确的手机号',
    });
    const a = await t.call(unionApply, { campaign_id: id, values: filled }, owner());
    expect(a.data).toMatchObject({ status: 1, business_name: '示例车展运营公司', campaign_title: '春节骑行季' });
    expect((await t.call(unionApply, { campaign_id: id, values: filled }, owner())).message).toBe(
      '已申请该活动，请等待审核结果',
    );
    expect((await t.call(campaignInfo, { id }, owner())).data).toMatchObject({
      my_status: 1,
      my_application_id: a.data.id,
    });

    expect((await t.call(unionApplications, {}, owner())).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call(unionApplications, {}, { token: tok.auditor })).data.list.map((x) => x.id)).toEqual([
      a.data.id,
    ]);
    expect((await t.call(unionReview, { id: a.data.id, pass: false }, { token: tok.auditor })).message).toBe(
      '驳回时请填写原因',
    );
    const results = await Promise.all(
      [1, 2].map(() =>
        t.call(unionReview, { id: a.data.id, pass: false, remark: '方案不清晰' }, { token: tok.auditor }),
      ),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, ErrorCode.CONFLICT]);
    expect((await t.call(unionMine, { campaign_id: id }, owner())).data.list[0]).toMatchObject({
      status: 3,
      remark: '方案不清晰',
    });
    const again = await t.call(unionApply, { campaign_id: id, values: filled }, owner());
    await t.call(unionReview, { id: again.data.id, pass: true }, { token: tok.auditor });
    expect((await t.call(campaignInfo, { id }, owner())).data.my_status).toBe(2);
  });
});
