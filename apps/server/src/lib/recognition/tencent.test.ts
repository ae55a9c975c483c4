import { describe, expect, it } from 'vitest';
import { tencentFake } from '../../test/tencent-fake.js';
import { RecognitionFailed, RecognitionTimeout } from './recognition.js';
import { tc3Sign } from './tc3.js';
import { tencentRecognition, type TencentOptions } from './tencent.js';

const NOW = 1551113065_000;
const adapter = (fake: ReturnType<typeof tencentFake>, o: Partial<TencentOptions> = {}) =>
  tencentRecognition({
    secretId: 'AKIDtestSECRETID',
    secretKey: 'testSECRETKEY',
    region: 'ap-guangzhou',
    ruleId: '1',
    fetch: fake.fetch,
    readImage: async (url) => (url === '/uploads/1/front.png' ? Buffer.from('png bytes') : null),
    now: () => NOW,
    ...o,
  });

describe('Tencent Cloud adapter against recorded answers', () => {
  it('signs each call with TC3-HMAC-SHA256 and the documented common headers', async () => {
    const fake = tencentFake({ DetectAuth: 'detect-auth' });
    await adapter(fake).startLiveness({
      name: '张三丰',
      idNumber: '50010119900101123X',
      returnUrl: 'https://h5.example.com/real-name-certification/form',
    });
    const [r] = fake.sent;
    expect(r!.url).toBe('https://faceid.tencentcloudapi.com/');
    expect(r!.headers).toMatchObject({
      'x-tc-action': 'DetectAuth',
      'x-tc-version': '2018-03-01',
      'x-tc-timestamp': '1551113065',
      host: 'faceid.tencentcloudapi.com',
      'content-type': 'application/json; charset=utf-8',
    });
    // faceid takes no region
    expect(r!.headers['x-tc-region']).toBeUndefined();
    const expected = tc3Sign({
      secretId: 'AKIDtestSECRETID',
      secretKey: 'testSECRETKEY',
      service: 'faceid',
      host: 'faceid.tencentcloudapi.com',
      payload: r!.raw,
      timestamp: 1551113065,
    });
    expect(r!.headers.authorization).toBe(expected.authorization);
    expect(r!.headers.authorization).toMatch(
      /^TC3-HMAC-SHA256 Credential=AKIDtestSECRETID\/2019-02-25\/faceid\/tc3_request, SignedHeaders=content-type;host, Signature=[0-9a-f]{64}$/,
    );
    expect(r!.body).toEqual({
      RuleId: '1',
      IdCard: '50010119900101123X',
      Name: '张三丰',
      RedirectUrl: 'https://h5.example.com/real-name-certification/form',
    });
  });

  it('starts a face check: the BizToken and the page to open', async () => {
    const fake = tencentFake({ DetectAuth: 'detect-auth' });
    expect(
      await adapter(fake).startLiveness({
        name: '张三丰',
        idNumber: '50010119900101123X',
        returnUrl: 'https://x/real-name-certification/form',
      }),
    ).toEqual({
      token: 'CE661F1A-0F1E-45BD-BE13-34C05CEA7681',
      url: 'https://h5.faceid.qq.com/api/web/index?token=CE661F1A-0F1E-45BD-BE13-34C05CEA7681',
    });
  });

  it('reads the verdict by BizToken: passed (with the checked name and ID), failed, not finished, expired', async () => {
    const fake = tencentFake({
      GetDetectInfoEnhanced: ['detect-info-passed', 'detect-info-failed', 'detect-info-pending', 'detect-info-expired'],
    });
    const a = adapter(fake);
    expect(await a.livenessResult('T')).toEqual({ state: 'passed', name: '张三丰', idNumber: '50010119900101123X' });
    expect(await a.livenessResult('T')).toEqual({ state: 'failed', reason: '活体检测未通过' });
    expect(await a.livenessResult('T')).toEqual({ state: 'pending' });
    expect(await a.livenessResult('T')).toEqual({ state: 'timeout' });
    expect(fake.sent[0]!.body).toEqual({ BizToken: 'T', RuleId: '1', InfoType: '1' });
  });

  it('a call that does not answer within the liveness timeout: RecognitionTimeout (code 100 upstairs)', async () => {
    const fake = tencentFake({ DetectAuth: 'hang', GetDetectInfoEnhanced: 'hang' });
    const a = adapter(fake, { livenessTimeoutMs: 30 });
    await expect(
      a.startLiveness({
        name: '张三丰',
        idNumber: '50010119900101123X',
        returnUrl: 'https://x/real-name-certification/form',
      }),
    ).rejects.toBeInstanceOf(RecognitionTimeout);
    await expect(a.livenessResult('T')).rejects.toBeInstanceOf(RecognitionTimeout);
  });

  it('the provider refusing the keys: RecognitionFailed with its code', async () => {
    const fake = tencentFake({ DetectAuth: 'auth-failure', IDCardOCR: 'auth-failure' });
    const err = await adapter(fake)
      .startLiveness({
        name: '张三丰',
        idNumber: '50010119900101123X',
        returnUrl: 'https://x/real-name-certification/form',
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RecognitionFailed);
    expect((err as RecognitionFailed).code).toBe('AuthFailure.SignatureFailure');
    await expect(adapter(fake).idCard('/uploads/1/front.png')).rejects.toBeInstanceOf(RecognitionFailed);
  });

  it('an answer that is not the documented shape fails (never a verdict)', async () => {
    const fake = tencentFake({
      DetectAuth: { json: { Response: { RequestId: 'x' } } },
      GetDetectInfoEnhanced: { json: {} },
    });
    await expect(
      adapter(fake).startLiveness({
        name: '张三丰',
        idNumber: '50010119900101123X',
        returnUrl: 'https://x/real-name-certification/form',
      }),
    ).rejects.toBeInstanceOf(RecognitionFailed);
    await expect(adapter(fake).livenessResult('T')).rejects.toBeInstanceOf(RecognitionFailed);
  });

  it('ID card: the portrait side read from our upload as base64; nothing found is "not recognised"', async () => {
    const fake = tencentFake({ IDCardOCR: ['idcard-ocr', 'idcard-ocr-no-card'] });
    const a = adapter(fake);
    expect(await a.idCard('/uploads/1/front.png')).toEqual({
      name: '张三丰',
      idNumber: '50010119900101123X',
      address: '重庆市渝中区解放碑步行街88号',
    });
    expect(fake.sent[0]!.url).toBe('https://ocr.tencentcloudapi.com/');
    expect(fake.sent[0]!.headers).toMatchObject({ 'x-tc-version': '2018-11-19', 'x-tc-region': 'ap-guangzhou' });
    expect(fake.sent[0]!.body).toEqual({ ImageBase64: Buffer.from('png bytes').toString('base64'), CardSide: 'FRONT' });
    expect(await a.idCard('/uploads/1/front.png')).toBeNull();
    // a file we do not have is never sent
    expect(await a.idCard('/uploads/1/missing.png')).toBeNull();
    expect(fake.sent).toHaveLength(2);
  });

  it('business licence: name, credit code, legal person and address', async () => {
    const fake = tencentFake({ BizLicenseOCR: 'biz-license-ocr' });
    expect(await adapter(fake).businessLicence('/uploads/1/front.png')).toEqual({
      name: '重庆示例汽车销售有限公司',
      creditCode: '91500000MA5U0AAA9X',
      legalPerson: '李四',
      address: '重庆市渝北区金开大道1号',
    });
  });

  it('without a RuleId there is no liveness; the address is parsed locally (no call)', async () => {
    const fake = tencentFake();
    const a = adapter(fake, { ruleId: undefined });
    expect(a.liveness).toBe(false);
    expect(
      await a.startLiveness({
        name: '张三丰',
        idNumber: '50010119900101123X',
        returnUrl: 'https://x/real-name-certification/form',
      }),
    ).toBeNull();
    expect(await a.address('四川省成都市武侯区人民南路四段1号')).toEqual({
      province: '四川省',
      city: '成都市',
      district: '武侯区',
      detail: '人民南路四段1号',
    });
    expect(fake.sent).toHaveLength(0);
  });
});
