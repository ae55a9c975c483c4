import { describe, expect, it } from 'vitest';
import { tc3Sign } from './tc3.js';

/**
 * The worked example of Tencent Cloud's "Signature v3" page (API 3.0, TC3-HMAC-SHA256): DescribeInstances of CVM in
 * ap-guangzhou at 1551113065 with the documentation's example key. Every intermediate value below is the one the
 * documentation prints.
 */
describe('TC3-HMAC-SHA256 (the documented example)', () => {
  const payload = '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
  const signed = tc3Sign({
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    service: 'cvm',
    host: 'cvm.tencentcloudapi.com',
    payload,
    timestamp: 1551113065,
  });

  it('builds the canonical request with the documented payload hash', () => {
    expect(signed.canonicalRequest).toBe(
      [
        'POST',
        '/',
        '',
        'content-type:application/json; charset=utf-8',
        'host:cvm.tencentcloudapi.com',
        '',
        'content-type;host',
        '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
      ].join('\n'),
    );
  });

  it('builds the string to sign with the UTC date and the documented canonical request hash', () => {
    // 1551113065 is 2019-02-26 00:44 in Shanghai but 2019-02-25 in UTC: the scope takes the UTC date
    expect(signed.stringToSign).toBe(
      [
        'TC3-HMAC-SHA256',
        '1551113065',
        '2019-02-25/cvm/tc3_request',
        '5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
      ].join('\n'),
    );
  });

  it('gives the documented signature and Authorization header', () => {
    expect(signed.signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
    expect(signed.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it('signs extra headers in ASCII order with lower-case values', () => {
    const s = tc3Sign({
      secretId: 'id',
      secretKey: 'key',
      service: 'ocr',
      host: 'ocr.tencentcloudapi.com',
      payload: '{}',
      timestamp: 1551113065,
      extraHeaders: { 'x-tc-action': 'IDCardOCR' },
    });
    expect(s.signedHeaders).toBe('content-type;host;x-tc-action');
    expect(s.canonicalRequest).toContain('host:ocr.tencentcloudapi.com\nx-tc-action:idcardocr\n\n');
    expect(s.authorization).toMatch(/^TC3-HMAC-SHA256 Credential=id\/2019-02-25\/ocr\/tc3_request, /);
  });
});
