import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, login, uploadSign } from '@kc/shared';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { uploads } from '../../db/schema.js';
import { testApp, type TestApp } from '../../test/test-app.js';

type Signed = { upload_url: string; url: string; key: string; max_bytes: number };
type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
type UploadType = ImageType | 'video/mp4';

const solid = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });
const html = '<html><body><script>window.__xss=1</script><img src=x onerror="window.__xss=1"></body></html>';

/** A box of an ISO media file: 32-bit big-endian size, four-letter type, then its content. */
const box = (type: string, content: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + content.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, content]);
};
/** The start of an MP4 (an `ftyp` box: brand isom, minor 0x200, compatible isom iso2 mp41) and `bytes` of media. */
const mp4 = (bytes = 1024) =>
  Buffer.concat([
    box('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')])),
    box('mdat', Buffer.alloc(bytes, 7)),
  ]);

describe('uploads: type and size limits, re-encoding, no path traversal', () => {
  let t: TestApp;
  let token: string;
  let uid: number;

  const sign = async (contentType: UploadType = 'image/png'): Promise<Signed> => {
    const r = await t.call(uploadSign, { filename: 'x', content_type: contentType }, { token });
    expect(r.code, r.message).toBe(0);
    return r.data;
  };
  const put = (url: string, body: Buffer | string, contentType?: string) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      payload: body,
    });
  const row = async (key: string) => (await t.database.db.select().from(uploads).where(eq(uploads.key, key)))[0];
  const stored = (key: string) =>
    fs.stat(path.join(t.config.dataDir, 'uploads', key)).then(
      () => true,
      () => false,
    );
  /** refused as an envelope (never a 5xx), nothing stored, the upload row not marked */
  const expectRefused = async (
    res: Awaited<ReturnType<typeof put>>,
    signed: Signed,
    code: number,
    message?: string | RegExp,
  ) => {
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: number; message: string }>();
    expect(body.code).toBe(code);
    if (message !== undefined) expect(body.message).toMatch(message);
    expect(await stored(signed.key)).toBe(false);
    expect((await row(signed.key))?.uploadedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: signed.url })).statusCode).toBe(404);
  };

  /**
   * The same request over a real socket with the path exactly as written: `app.inject` resolves `..` segments
   * the way a browser would, an attacker's client does not.
   */
  const raw = async (method: string, rawPath: string, body?: Buffer, contentType = 'image/png') => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method, path: rawPath, headers: body ? { 'content-type': contentType } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
  /** an envelope refusal with one of the codes (10001 for a URL that is not even valid); never a 5xx */
  const expectEnvelopeRefusal = (res: { statusCode: number; body: string }, what: string, codes: number[]) => {
    expect(res.statusCode, what).toBeLessThan(500);
    expect(codes, `${what}: ${res.body}`).toContain((JSON.parse(res.body) as { code: number }).code);
  };

  beforeAll(async () => {
    t = await testApp();
    const session = (await t.call(login, { mobile: '13800000001', password: DEMO_PASSWORD })).data;
    token = session.token;
    uid = session.uid;
  });
  afterAll(() => t.close());

  it('signs only jpg/png/webp/gif and mp4, for the caller, and keys carry no part of the file name', async () => {
    for (const content_type of [
      'image/svg+xml',
      'text/html',
      'application/octet-stream',
      'image/tiff',
      'video/quicktime',
      'video/webm',
    ]) {
      expect(await t.call(uploadSign, { filename: 'a.png', content_type }, { token })).toMatchObject({
        code: ErrorCode.VALIDATION,
        message: '仅支持 jpg/png/webp/gif 图片或 mp4 视频',
      });
    }
    const signed = (
      await t.call(uploadSign, { filename: '../../etc/passwd.png', content_type: 'image/jpeg' }, { token })
    ).data;
    expect(signed.key).toMatch(new RegExp(`^${uid}/[0-9a-f-]{36}\\.jpg$`));
    expect(signed.max_bytes).toBe(t.config.upload.maxBytes);
    await expect(t.services.storage.presign(uid, 'image/svg+xml')).rejects.toThrow(
      '仅支持 jpg/png/webp/gif 图片或 mp4 视频',
    );
    const video = (await t.call(uploadSign, { filename: '../clip.mov', content_type: 'video/mp4' }, { token })).data;
    expect(video.key).toMatch(new RegExp(`^${uid}/[0-9a-f-]{36}\\.mp4$`));
    expect(video.max_bytes).toBe(30 * 1024 * 1024);
    expect(t.config.upload.maxBytes).toBe(5 * 1024 * 1024);
  });

  it('stores an MP4 as sent (no re-encode) and serves it as video/mp4 that cannot run, ranges too', async () => {
    const signed = await sign('video/mp4');
    const clip = mp4(4096);
    const res = await put(signed.upload_url, clip, 'video/mp4');
    expect(res.json()).toMatchObject({ code: 0, data: { url: signed.url, bytes: clip.length } });
    const got = await t.app.inject({ method: 'GET', url: signed.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('video/mp4');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(got.headers['content-disposition']).toBe(`inline; filename="${path.basename(signed.key)}"`);
    expect(got.rawPayload.equals(clip)).toBe(true);
    // a player asks for parts
    const part = await t.app.inject({ method: 'GET', url: signed.url, headers: { range: 'bytes=0-15' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(clip.subarray(0, 16))).toBe(true);
    expect(await row(signed.key)).toMatchObject({ userId: uid, contentType: 'video/mp4', bytes: clip.length });
    expect((await row(signed.key))?.uploadedAt).toBeInstanceOf(Date);
    // once only, like an image
    expect((await put(signed.upload_url, mp4(16), 'video/mp4')).json()).toMatchObject({ code: ErrorCode.CONFLICT });
  });

  it('blanks a video’s metadata (a phone’s location) without moving a byte of media', async () => {
    const start = mp4(0);
    const ftyp = start.subarray(0, start.readUInt32BE(0));
    const media = Buffer.alloc(2048, 9);
    // mdat with a 64-bit size first (a phone's layout), then moov with udta/©xyz, a track with meta, and XMP in uuid
    const largeHead = Buffer.alloc(16);
    largeHead.writeUInt32BE(1, 0);
    largeHead.write('mdat', 4, 'latin1');
    largeHead.writeBigUInt64BE(BigInt(16 + media.length), 8);
    const mdat = Buffer.concat([largeHead, media]);
    const location = box('udta', box('\u00a9xyz', Buffer.from('+29.5535+106.6204/')));
    const trak = box(
      'trak',
      Buffer.concat([box('tkhd', Buffer.alloc(84, 1)), box('meta', Buffer.from('secret-keys'))]),
    );
    const moov = box('moov', Buffer.concat([box('mvhd', Buffer.alloc(100, 2)), trak, location]));
    const xmp = box('uuid', Buffer.from('<x:xmpmeta>exif:GPSLatitude=29.55</x:xmpmeta>'));
    const clip = Buffer.concat([ftyp, mdat, moov, xmp]);

    const signed = await sign('video/mp4');
    expect((await put(signed.upload_url, clip, 'video/mp4')).json()).toMatchObject({
      code: 0,
      data: { bytes: clip.length },
    });
    const got = (await t.app.inject({ method: 'GET', url: signed.url })).rawPayload;
    expect(got.length).toBe(clip.length);
    for (const secret of ['29.5535', 'secret-keys', 'GPSLatitude', '\u00a9xyz'])
      expect(got.includes(Buffer.from(secret, 'latin1')), secret).toBe(false);
    // the media, the file type and the movie and track headers are where they were, byte for byte
    const same = (part: Buffer) => expect(got.indexOf(part)).toBe(clip.indexOf(part));
    for (const part of [ftyp, mdat, box('mvhd', Buffer.alloc(100, 2)), box('tkhd', Buffer.alloc(84, 1))]) same(part);
    expect(got.toString('latin1', clip.indexOf(location) + 4, clip.indexOf(location) + 8)).toBe('free');
    expect(got.toString('latin1', clip.indexOf(xmp) + 4, clip.indexOf(xmp) + 8)).toBe('free');
  });

  it('refuses a video whose bytes do not start like an MP4: nothing stored, the upload not marked', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const clip = mp4();
    const shortFtyp = Buffer.from(clip);
    shortFtyp.writeUInt32BE(8, 0);
    const longFtyp = Buffer.from(clip);
    longFtyp.writeUInt32BE(clip.length + 1, 0);
    const binaryBrand = Buffer.from(clip);
    binaryBrand.write('\u0000<sc', 8, 'latin1');
    const attempts: [string, Buffer | string][] = [
      ['HTML renamed .mp4', html],
      ['a PNG', png],
      ['ftyp at offset 0', Buffer.concat([Buffer.from('ftypisom'), Buffer.alloc(64)])],
      ['an ftyp box too small for its brand', shortFtyp],
      ['an ftyp box longer than the file', longFtyp],
      ['a brand that is not text', binaryBrand],
      ['HTML then an MP4', Buffer.concat([Buffer.from(html), clip])],
      ['the first 12 bytes only', clip.subarray(0, 12)],
      ['a QuickTime moov first', box('moov', Buffer.alloc(64))],
    ];
    for (const [what, body] of attempts) {
      const signed = await sign('video/mp4');
      await expectRefused(
        await put(signed.upload_url, body, 'video/mp4'),
        signed,
        ErrorCode.VALIDATION,
        '文件不是有效的MP4视频',
      ).catch((e: Error) => {
        throw new Error(`${what}: ${e.message}`);
      });
    }
    const empty = await sign('video/mp4');
    await expectRefused(await put(empty.upload_url, Buffer.alloc(0), 'video/mp4'), empty, ErrorCode.VALIDATION);
    // the declared type must be the signed one, both ways
    const asImage = await sign('video/mp4');
    await expectRefused(
      await put(asImage.upload_url, clip, 'image/png'),
      asImage,
      ErrorCode.VALIDATION,
      '文件类型与申请的不一致',
    );
    const asVideo = await sign('image/png');
    await expectRefused(
      await put(asVideo.upload_url, clip, 'video/mp4'),
      asVideo,
      ErrorCode.VALIDATION,
      '文件类型与申请的不一致',
    );
    // an image URL's signature does not stretch to video (a 30 MB limit, no decoding)
    const moved = asVideo.upload_url.replace('ct=image%2Fpng', 'ct=video%2Fmp4');
    expect((await put(moved, clip, 'video/mp4')).json()).toMatchObject({ code: ErrorCode.FORBIDDEN });
    const renamed = asVideo.upload_url.replace('.png?', '.mp4?').replace('ct=image%2Fpng', 'ct=video%2Fmp4');
    expect((await put(renamed, clip, 'video/mp4')).json()).toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(await stored(asVideo.key.replace('.png', '.mp4'))).toBe(false);
  });

  it('limits a video to 30 MB and an image to 5 MB: each its own, never a 5xx', async () => {
    // 6 MB: too large for an image URL, fine for a video URL
    const six = mp4(6 * 1024 * 1024);
    const image = await sign('image/png');
    await expectRefused(
      await put(image.upload_url, six, 'image/png'),
      image,
      ErrorCode.VALIDATION,
      /^内容过大，图片不能超过5MB$/,
    );
    const video = await sign('video/mp4');
    expect((await put(video.upload_url, six, 'video/mp4')).json()).toMatchObject({
      code: 0,
      data: { bytes: six.length },
    });

    const big = mp4(video.max_bytes);
    const over = await sign('video/mp4');
    await expectRefused(
      await put(over.upload_url, big, 'video/mp4'),
      over,
      ErrorCode.VALIDATION,
      /^内容过大，视频不能超过30MB$/,
    );
    // chunked, without a content-length
    const chunked = await sign('video/mp4');
    const res = await t.app.inject({
      method: 'PUT',
      url: chunked.upload_url,
      headers: { 'content-type': 'video/mp4', 'transfer-encoding': 'chunked' },
      payload: Readable.from([big.subarray(0, 20_000_000), big.subarray(20_000_000)]),
    });
    await expectRefused(res, chunked, ErrorCode.VALIDATION, /^内容过大，视频不能超过30MB$/);
  });

  it('stores a JPEG re-encoded: turned upright by its EXIF, metadata gone, served as an image that cannot run', async () => {
    const signed = await sign('image/jpeg');
    // 40×20 stored sideways (orientation 6 = rotate 90°), with personal metadata in EXIF
    const photo = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'secret-artist', Copyright: 'secret-gps' } } })
      .toBuffer();
    expect(photo.includes('secret-gps')).toBe(true);
    const res = await put(signed.upload_url, photo, 'image/jpeg');
    expect(res.json()).toMatchObject({ code: 0, data: { url: signed.url, width: 20, height: 40 } });

    const got = await t.app.inject({ method: 'GET', url: signed.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(got.headers['content-disposition']).toBe(`inline; filename="${path.basename(signed.key)}"`);
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(got.rawPayload.includes('secret-gps')).toBe(false);
    expect(got.rawPayload.includes('secret-artist')).toBe(false);
    expect(await row(signed.key)).toMatchObject({ userId: uid, bytes: got.rawPayload.length });
    expect((await row(signed.key))?.uploadedAt).toBeInstanceOf(Date);
  });

  it('stores PNG, WebP and GIF (animation kept) as their own type', async () => {
    const cases: [ImageType, Buffer, string][] = [
      ['image/png', await solid(30, 30).png().toBuffer(), 'png'],
      ['image/webp', await solid(30, 30).webp().toBuffer(), 'webp'],
    ];
    const frame = (c: string) => solid(16, 16, c).png().toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#00ff00')], { join: { animated: true } })
      .gif()
      .toBuffer();
    cases.push(['image/gif', gif, 'gif']);
    for (const [type, body, format] of cases) {
      const signed = await sign(type);
      expect((await put(signed.upload_url, body, type)).json()).toMatchObject({ code: 0 });
      const got = await t.app.inject({ method: 'GET', url: signed.url });
      expect(got.headers['content-type']).toBe(type);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(got.rawPayload, { animated: true }).metadata();
      expect(meta.format).toBe(format);
      if (format === 'gif') expect(meta.pages).toBe(2);
    }
  });

  it('scales an image larger than 4096 px down to 4096 on its longest side', async () => {
    const signed = await sign('image/png');
    const res = await put(signed.upload_url, await solid(5000, 10).png().toBuffer(), 'image/png');
    expect(res.json()).toMatchObject({ code: 0, data: { width: 4096 } });
    const meta = await sharp((await t.app.inject({ method: 'GET', url: signed.url })).rawPayload).metadata();
    expect(meta.width).toBe(4096);
    expect(meta.height).toBeLessThanOrEqual(10);
  });

  it('stores a polyglot (HTML after a PNG, script in a JPEG comment) as a clean image only', async () => {
    const png = await solid(20, 20).png().toBuffer();
    const signed = await sign('image/png');
    expect((await put(signed.upload_url, Buffer.concat([png, Buffer.from(html)]), 'image/png')).json()).toMatchObject({
      code: 0,
    });
    const got = await t.app.inject({ method: 'GET', url: signed.url });
    expect(got.rawPayload.includes('<script')).toBe(false);
    expect(got.rawPayload.includes('onerror')).toBe(false);
    expect(got.headers['content-type']).toBe('image/png');
    expect((await sharp(got.rawPayload).metadata()).format).toBe('png');

    // a COM segment (FF FE) right after the JPEG start marker, holding HTML
    const jpeg = await solid(20, 20).jpeg().toBuffer();
    const comment = Buffer.from(html);
    const com = Buffer.concat([
      Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
      comment,
    ]);
    const polyJpeg = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
    expect(polyJpeg.includes('<script')).toBe(true);
    const signedJpeg = await sign('image/jpeg');
    expect((await put(signedJpeg.upload_url, polyJpeg, 'image/jpeg')).json()).toMatchObject({ code: 0 });
    const gotJpeg = await t.app.inject({ method: 'GET', url: signedJpeg.url });
    expect(gotJpeg.rawPayload.includes('<script')).toBe(false);
    expect((await sharp(gotJpeg.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('refuses bytes that are not an image of the signed type: nothing stored, the upload not marked', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.__xss=1"><rect width="10" height="10"/></svg>';
    const jpeg = await solid(10, 10).jpeg().toBuffer();
    const attempts: [string, Buffer | string][] = [
      ['HTML renamed .png', html],
      ['an SVG', svg],
      ['a JPEG sent as PNG', jpeg],
      ['a truncated PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
      ['a PNG signature then HTML', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(html)])],
      ['random bytes', Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 37) % 256))],
    ];
    for (const [what, body] of attempts) {
      const signed = await sign('image/png');
      await expectRefused(
        await put(signed.upload_url, body, 'image/png'),
        signed,
        ErrorCode.VALIDATION,
        '文件不是有效的图片',
      ).catch((e: Error) => {
        throw new Error(`${what}: ${e.message}`);
      });
    }
    const signed = await sign('image/png');
    await expectRefused(await put(signed.upload_url, Buffer.alloc(0), 'image/png'), signed, ErrorCode.VALIDATION);
  });

  it('refuses a content type other than the signed one, or none', async () => {
    const png = await solid(10, 10).png().toBuffer();
    for (const ct of ['image/gif', 'text/html', 'image/svg+xml', 'application/json', undefined]) {
      const signed = await sign('image/png');
      await expectRefused(
        await put(signed.upload_url, png, ct),
        signed,
        ErrorCode.VALIDATION,
        '文件类型与申请的不一致',
      );
    }
  });

  it('refuses a body over the signed limit with 10001 内容过大, never a 5xx', async () => {
    const signed = await sign('image/png');
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(signed.max_bytes)]);
    await expectRefused(
      await put(signed.upload_url, big, 'image/png'),
      signed,
      ErrorCode.VALIDATION,
      /^内容过大，图片不能超过5MB$/,
    );
    // chunked, without a content-length
    const signed2 = await sign('image/png');
    const res = await t.app.inject({
      method: 'PUT',
      url: signed2.upload_url,
      headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
      payload: Readable.from([big.subarray(0, 3_000_000), big.subarray(3_000_000)]),
    });
    await expectRefused(res, signed2, ErrorCode.VALIDATION, /^内容过大/);
  });

  it('stores a signed URL once: a second or concurrent PUT is refused and the first file stays', async () => {
    const first = await solid(12, 12, '#ff0000').png().toBuffer();
    const second = await solid(12, 12, '#00ff00').png().toBuffer();
    const signed = await sign('image/png');
    expect((await put(signed.upload_url, first, 'image/png')).json()).toMatchObject({ code: 0 });
    const before = (await t.app.inject({ method: 'GET', url: signed.url })).rawPayload;
    expect((await put(signed.upload_url, second, 'image/png')).json()).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: '该上传地址已使用，请重新上传',
    });
    expect((await t.app.inject({ method: 'GET', url: signed.url })).rawPayload.equals(before)).toBe(true);

    const racing = await sign('image/png');
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => put(racing.upload_url, i % 2 ? first : second, 'image/png')),
    );
    const codes = answers.map((r) => r.json<{ code: number }>().code).sort();
    expect(codes).toEqual([0, ErrorCode.CONFLICT, ErrorCode.CONFLICT, ErrorCode.CONFLICT]);
  });

  it('refuses path traversal and keys it did not sign, as envelopes', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const signed = await sign('image/png');
    const qs = signed.upload_url.slice(signed.upload_url.indexOf('?'));
    const file = path.basename(signed.key);
    const other = `${uid + 1}/${file}`;
    const urls = [
      `/upload/local/../../x${qs}`,
      `/upload/local/${uid}/../../../escape.png${qs}`,
      `/upload/local/%2e%2e%2f%2e%2e%2fescape.png${qs}`,
      `/upload/local/${uid}/..%2f..%2f..%2fescape.png${qs}`,
      `/upload/local/${uid}%2f..%2f${file}${qs}`,
      `/upload/local/${other}${qs}`, // another user's key with this signature
      `/upload/local//tmp/escape.png${qs}`,
      `/upload/local/%2ftmp%2fescape.png${qs}`,
      `/upload/local/${uid}\\..\\escape.png${qs}`,
      `/upload/local/${uid}%5c..%5cescape.png${qs}`,
      `/upload/local/${signed.key}%00.html${qs}`,
      `/upload/local/${signed.key.replace('.png', '.html')}${qs}`,
      `/upload/local/${signed.key}`, // no signature
      `/upload/local/${signed.key}?ct=image/png&exp=9999999999999&sig=`,
      `/upload/local/${signed.key}${qs.replace('ct=image%2Fpng', 'ct=image%2Fgif')}`,
      `/upload/local/${signed.key.replace('.png', '.mp4')}${qs.replace('ct=image%2Fpng', 'ct=video%2Fmp4')}`,
      `/upload/local/${signed.key.replace('.png', '.mp4.html')}${qs}`,
      `/upload/local/%zz${qs}`,
    ];
    const codes = [ErrorCode.FORBIDDEN, ErrorCode.VALIDATION, ErrorCode.NOT_FOUND];
    for (const url of urls) {
      expectEnvelopeRefusal(await put(url, png, 'image/png'), `inject ${url}`, codes);
      expectEnvelopeRefusal(await raw('PUT', url, png), `raw ${url}`, codes);
    }
    // nothing landed anywhere: not above the data dir, not in the uploads dir, not for the other user
    await expect(fs.stat(path.join(t.config.dataDir, 'escape.png'))).rejects.toThrow();
    await expect(fs.stat(path.join(t.config.dataDir, 'uploads', 'escape.png'))).rejects.toThrow();
    await expect(fs.stat('/tmp/escape.png')).rejects.toThrow();
    expect(await stored(other)).toBe(false);
    expect(await stored(signed.key)).toBe(false);
    // the genuine URL still works
    expect((await put(signed.upload_url, png, 'image/png')).json()).toMatchObject({ code: 0 });
  });

  it('serves nothing but stored uploads under /uploads/: no traversal, no listing, no other files', async () => {
    await fs.writeFile(path.join(t.config.dataDir, 'secret.txt'), 'top secret');
    await fs.writeFile(path.join(t.config.dataDir, 'uploads', 'page.html'), html);
    await fs.mkdir(path.join(t.config.dataDir, 'uploads', String(uid)), { recursive: true });
    await fs.writeFile(path.join(t.config.dataDir, 'uploads', String(uid), '.hidden.png'), html);
    const urls = [
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/1/../../secret.txt',
      '/uploads/..\\secret.txt',
      '/uploads/%5c..%5csecret.txt',
      '/uploads//etc/passwd',
      '/uploads/%2fetc%2fpasswd',
      '/uploads/page.html',
      `/uploads/${uid}/.hidden.png`,
      `/uploads/${uid}/`,
      '/uploads/',
      '/uploads/secret.txt%00.png',
      '/uploads/secret.txt%00.mp4',
      '/uploads/%zz',
    ];
    for (const url of urls) {
      for (const res of [await t.app.inject({ method: 'GET', url }), await raw('GET', url)]) {
        expect(res.body).not.toContain('top secret');
        expect(res.body).not.toContain('<script');
        expectEnvelopeRefusal(res, `GET ${url}`, [ErrorCode.NOT_FOUND, ErrorCode.VALIDATION]);
      }
      for (const res of [await t.app.inject({ method: 'HEAD', url }), await raw('HEAD', url)]) {
        expect(res.statusCode, `HEAD ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `HEAD ${url}`).toBeLessThan(500);
      }
    }
    // and a stored upload is served over the same socket
    const signed = await sign('image/png');
    expect((await put(signed.upload_url, await solid(8, 8).png().toBuffer(), 'image/png')).json()).toMatchObject({
      code: 0,
    });
    expect((await raw('GET', signed.url)).statusCode).toBe(200);
  });
});

describe('uploads: an expired signed URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ upload: { maxBytes: 5 * 1024 * 1024, urlTtl: -1 } });
  });
  afterAll(() => t.close());

  it('is refused with 10003 before the body is read', async () => {
    const { token } = (await t.call(login, { mobile: '13800000001', password: DEMO_PASSWORD })).data;
    const signed = (await t.call(uploadSign, { filename: 'a.png', content_type: 'image/png' }, { token })).data;
    const res = await t.app.inject({
      method: 'PUT',
      url: signed.upload_url,
      headers: { 'content-type': 'image/png' },
      payload: await solid(10, 10).png().toBuffer(),
    });
    expect(res.json()).toMatchObject({ code: ErrorCode.FORBIDDEN, message: '上传地址已过期，请重新上传' });
    expect((await t.app.inject({ method: 'GET', url: signed.url })).statusCode).toBe(404);
  });
});

describe('uploads: signed URLs per user and hour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ upload: { hourlyMax: 3 } });
  });
  afterAll(() => t.close());

  const signAs = (token: string, content_type: UploadType = 'image/png') =>
    t.call(uploadSign, { filename: 'a.png', content_type }, { token });
  const signedRows = async (userId: number) =>
    (await t.database.db.select().from(uploads).where(eq(uploads.userId, userId))).length;

  it('signs hourlyMax URLs for a user, then refuses with 10029 and signs nothing; another user is not limited', async () => {
    const a = await t.loginBySms('13900000401');
    const b = await t.loginBySms('13900000402');
    // a video counts like an image
    for (let i = 0; i < 3; i++) expect((await signAs(a.token, i === 1 ? 'video/mp4' : 'image/png')).code).toBe(0);
    const refused = await signAs(a.token, 'image/jpeg');
    expect(refused).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: '上传过于频繁，请稍后再试' });
    expect(refused.data).toBeFalsy();
    expect((await signAs(a.token)).code).toBe(ErrorCode.RATE_LIMITED);
    expect((await signAs(a.token, 'video/mp4')).code).toBe(ErrorCode.RATE_LIMITED);
    expect(await signedRows(a.uid)).toBe(3);
    // a refused content type is not counted
    expect((await signAs(b.token, 'image/svg+xml' as ImageType)).code).toBe(ErrorCode.VALIDATION);
    for (let i = 0; i < 3; i++) expect((await signAs(b.token)).code).toBe(0);
    expect((await signAs(b.token)).code).toBe(ErrorCode.RATE_LIMITED);
    expect(await signedRows(b.uid)).toBe(3);
  });

  it('holds under parallel requests: of 10 at once exactly 3 are signed', async () => {
    const c = await t.loginBySms('13900000403');
    const answers = await Promise.all(Array.from({ length: 10 }, () => signAs(c.token)));
    expect(answers.filter((r) => r.code === 0)).toHaveLength(3);
    expect(answers.filter((r) => r.code === ErrorCode.RATE_LIMITED)).toHaveLength(7);
    expect(await signedRows(c.uid)).toBe(3);
  });
});
