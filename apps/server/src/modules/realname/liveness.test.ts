import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, realNameMine, realNameSave, recognitionIdCard, recognitionLicence } from '@kc/shared';
import { rows } from '../../test/fixtures.js';
import { postPeople } from '../../test/post-fixtures.js';
import { idNumberOf, uploadPhoto } from '../../test/realname-fixtures.js';
import { tencentFake, tencentFixture } from '../../test/tencent-fake.js';
import { testApp, type TestApp } from '../../test/test-app.js';

/**
 * The face check through the Tencent adapter against recorded answers (test/tencent-fake.ts): started by verify/save,
 * decided by verify/user asking the provider with the token stored on the server.
 */
const fake = tencentFake();
let t: TestApp;
let seq = 0;
const person = async () => (await postPeople(t, 1, `176${1000 + seq++}`))[0]!;
const as = (token: string) => ({ token });
const RETURN = 'https://h5.example.com/app/real-name-certification/form';
/** the recorded answers are for 张三丰, 50010119900101123X */
const liveness = (over: Record<string, unknown> = {}) => ({
  name: '张三丰',
  id_number: '50010119900101123X',
  method: 'liveness' as const,
  consent: true as const,
  return_url: RETURN,
  ...over,
});
/** the recorded passed verdict, naming this ID number */
const passedFor = (idNumber: string) => {
  const j = tencentFixture('detect-info-passed') as { Response: { Text: { IdCard: string } } };
  j.Response.Text.IdCard = idNumber;
  return { json: j };
};
const rowOf = async (uid: number) =>
  (
    await rows<{
      state: string;
      name: string | null;
      id_number: string | null;
      liveness_token: string;
      reason: string;
    }>(t, sql`select state, name, id_number, liveness_token, reason from real_names where user_id = ${uid}`)
  )[0];

beforeAll(async () => {
  t = await testApp(
    {
      security: { publicOrigin: 'https://h5.example.com' },
      recognition: {
        provider: 'tencent',
        secretId: 'AKIDtestSECRETID',
        secretKey: 'testSECRETKEY',
        region: 'ap-guangzhou',
        ruleId: '1',
        livenessTimeoutMs: 200,
        ocrTimeoutMs: 200,
      },
    },
    { fetch: fake.fetch, seed: false },
  );
});
afterAll(() => t.close());

describe('real-name certification: the face check (Tencent faceid, recorded answers)', () => {
  it('offers liveness, starts it with the typed name and ID, answers the page to open', async () => {
    const p = await person();
    expect((await t.call(realNameMine, {}, as(p.token))).data).toMatchObject({ state: 'none', liveness: true });
    fake.answer('DetectAuth', 'detect-auth');
    const r = await t.call(realNameSave, liveness(), as(p.token));
    expect(r.code, r.message).toBe(0);
    expect(r.data).toMatchObject({
      state: 'pending',
      method: 'liveness',
      name: '张*丰',
      id_number: '500101**********3X',
      liveness_url: 'https://h5.faceid.qq.com/api/web/index?token=CE661F1A-0F1E-45BD-BE13-34C05CEA7681',
    });
    const sent = fake.sent.at(-1)!;
    expect(sent.action).toBe('DetectAuth');
    expect(sent.body).toMatchObject({ RuleId: '1', Name: '张三丰', IdCard: '50010119900101123X', RedirectUrl: RETURN });
    // no audit: the provider decides
    expect(await rows(t, sql`select 1 from audits where type = 'real_name'`)).toHaveLength(0);

    // not finished yet: still pending, the page can be opened again
    fake.answer('GetDetectInfoEnhanced', 'detect-info-pending');
    expect((await t.call(realNameMine, {}, as(p.token))).data).toMatchObject({ state: 'pending' });
    expect(fake.sent.at(-1)!.body).toMatchObject({ BizToken: 'CE661F1A-0F1E-45BD-BE13-34C05CEA7681' });

    // passed: verified, and nothing of the check is kept
    fake.answer('GetDetectInfoEnhanced', 'detect-info-passed');
    expect((await t.call(realNameMine, {}, as(p.token))).data).toMatchObject({
      state: 'verified',
      name: '张*丰',
      id_number: '500101**********3X',
      liveness_url: '',
    });
    expect(await rowOf(p.uid)).toMatchObject({ state: 'verified', name: null, id_number: null, liveness_token: '' });
    // decided once: the provider is not asked again
    const asked = fake.sent.length;
    await t.call(realNameMine, {}, as(p.token));
    expect(fake.sent).toHaveLength(asked);
  });

  it('failed at the provider: 未通过 with its reason; a new attempt may follow', async () => {
    const p = await person();
    fake.answer('DetectAuth', 'detect-auth');
    await t.call(realNameSave, liveness({ id_number: idNumberOf(2) }), as(p.token));
    fake.answer('GetDetectInfoEnhanced', 'detect-info-failed');
    expect((await t.call(realNameMine, {}, as(p.token))).data).toMatchObject({
      state: 'rejected',
      reason: '人脸识别未通过：活体检测未通过',
    });
    expect(await rowOf(p.uid)).toMatchObject({ name: null, id_number: null });
    const again = await t.call(realNameSave, liveness({ id_number: idNumberOf(2) }), as(p.token));
    expect(again.data.state).toBe('pending');
  });

  it('the provider checked someone else: refused, never verified', async () => {
    const p = await person();
    fake.answer('DetectAuth', 'detect-auth');
    // typed another valid ID number than the one the recorded verdict names
    await t.call(realNameSave, liveness({ id_number: idNumberOf(5) }), as(p.token));
    fake.answer('GetDetectInfoEnhanced', 'detect-info-passed');
    expect((await t.call(realNameMine, {}, as(p.token))).data).toMatchObject({
      state: 'rejected',
      reason: '人脸识别使用的身份信息与填写的不一致，请重新认证',
    });
  });

  it('a token expired at the provider: 未通过, 人脸识别已超时', async () => {
    const p = await person();
    fake.answer('DetectAuth', 'detect-auth');
    await t.call(realNameSave, liveness({ id_number: idNumberOf(6) }), as(p.token));
    fake.answer('GetDetectInfoEnhanced', 'detect-info-expired');
    expect((await t.call(realNameMine, {}, as(p.token))).data).toMatchObject({
      state: 'rejected',
      reason: '人脸识别已超时，请重新认证',
    });
  });

  it('the provider not answering in time: code 100 活体检查调用超时, nothing written or decided', async () => {
    const p = await person();
    fake.answer('DetectAuth', 'hang');
    const r = await t.call(realNameSave, liveness({ id_number: idNumberOf(7) }), as(p.token));
    expect(r).toMatchObject({ code: ErrorCode.LIVENESS_TIMEOUT, message: '活体检查调用超时' });
    expect(await rowOf(p.uid)).toBeUndefined();

    fake.answer('DetectAuth', 'detect-auth');
    await t.call(realNameSave, liveness({ id_number: idNumberOf(7) }), as(p.token));
    fake.answer('GetDetectInfoEnhanced', 'hang');
    const mine = await t.call(realNameMine, {}, as(p.token));
    expect(mine).toMatchObject({ code: ErrorCode.LIVENESS_TIMEOUT, message: '活体检查调用超时' });
    expect(await rowOf(p.uid)).toMatchObject({ state: 'pending' });
  });

  it('the provider refusing our keys: 10051, nothing written', async () => {
    const p = await person();
    fake.answer('DetectAuth', 'auth-failure');
    const r = await t.call(realNameSave, liveness({ id_number: idNumberOf(8) }), as(p.token));
    expect(r.code).toBe(ErrorCode.UPSTREAM_FAILED);
    expect(await rowOf(p.uid)).toBeUndefined();
  });

  it('returns only to this site’s form (PUBLIC_ORIGIN)', async () => {
    const p = await person();
    const asked = fake.sent.length;
    for (const url of [
      'https://evil.example.com/real-name-certification/form',
      'https://h5.example.com/somewhere-else',
      'javascript:alert(1)',
      'https://user:pw@h5.example.com/real-name-certification/form',
    ]) {
      const r = await t.call(realNameSave, liveness({ return_url: url, id_number: idNumberOf(9) }), as(p.token));
      expect(r.data).toMatchObject({ fields: [{ field: 'return_url', message: '返回地址无效' }] });
    }
    expect(fake.sent).toHaveLength(asked);
  });

  it('a pending face check may be replaced by a new attempt; parallel asks decide once', async () => {
    const p = await person();
    fake.answer('DetectAuth', 'detect-auth');
    await t.call(realNameSave, liveness({ id_number: idNumberOf(10) }), as(p.token));
    const again = await t.call(realNameSave, liveness({ id_number: idNumberOf(11) }), as(p.token));
    expect(again.data).toMatchObject({ state: 'pending', id_number: `500101**********${idNumberOf(11).slice(-2)}` });
    fake.answer('GetDetectInfoEnhanced', passedFor(idNumberOf(11)));
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call(realNameMine, {}, as(p.token))));
    expect(answers.map((a) => a.data.state)).toEqual(Array(10).fill('verified'));
    const [{ n }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from real_names where user_id = ${p.uid} and state = 'verified'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('recognition provider calls through Tencent ocr (recorded answers)', () => {
  it('ID card and business licence read from my upload; the image travels as base64', async () => {
    const p = await person();
    const image = await uploadPhoto(t, p.token);
    fake.answer('IDCardOCR', 'idcard-ocr', 'idcard-ocr-no-card');
    expect((await t.call(recognitionIdCard, { image }, as(p.token))).data).toEqual({
      recognised: true,
      name: '张三丰',
      id_number: '50010119900101123X',
      address: '重庆市渝中区解放碑步行街88号',
    });
    const stored = await t.services.storage.read(t.services.storage.keyOf(image)!);
    expect(fake.sent.at(-1)!.body).toEqual({ ImageBase64: stored!.toString('base64'), CardSide: 'FRONT' });
    expect((await t.call(recognitionIdCard, { image }, as(p.token))).data.recognised).toBe(false);

    fake.answer('BizLicenseOCR', 'biz-license-ocr');
    expect((await t.call(recognitionLicence, { image }, as(p.token))).data).toEqual({
      recognised: true,
      name: '重庆示例汽车销售有限公司',
      credit_code: '91500000MA5U0AAA9X',
      legal_person: '李四',
      address: '重庆市渝北区金开大道1号',
    });
  });

  it('the provider failing or not answering: 10051, the person types the fields', async () => {
    const p = await person();
    const image = await uploadPhoto(t, p.token);
    fake.answer('IDCardOCR', 'auth-failure');
    expect(await t.call(recognitionIdCard, { image }, as(p.token))).toMatchObject({
      code: ErrorCode.UPSTREAM_FAILED,
      message: '识别服务暂时不可用，请手动填写',
    });
    fake.answer('BizLicenseOCR', 'hang');
    expect((await t.call(recognitionLicence, { image }, as(p.token))).code).toBe(ErrorCode.UPSTREAM_FAILED);
  });
});
