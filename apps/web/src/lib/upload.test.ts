import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@kc/shared';
import type * as Http from './http';

vi.mock('./http', async (importOriginal) => ({
  ...(await importOriginal<typeof Http>()),
  api: {
    call: vi.fn(async () => ({
      upload_url: '/upload/local/1/a.png?sig=x',
      method: 'PUT',
      url: '/uploads/1/a.png',
      key: '1/a.png',
      expires_at: 0,
      max_bytes: 5 * 1024 * 1024,
    })),
  },
}));

const { uploadImage } = await import('./upload');
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('uploadImage', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('resolves to the public URL when the PUT is stored', async () => {
    const fetch = answer({ code: 0, message: 'ok', data: { url: '/uploads/1/a.png' } });
    vi.stubGlobal('fetch', fetch);
    await expect(uploadImage(png())).resolves.toBe('/uploads/1/a.png');
    expect(fetch).toHaveBeenCalledWith('/upload/local/1/a.png?sig=x', expect.objectContaining({ method: 'PUT' }));
  });

  it('accepts an object store’s empty 200', async () => {
    vi.stubGlobal('fetch', answer(''));
    await expect(uploadImage(png())).resolves.toBe('/uploads/1/a.png');
  });

  it('rejects with the server’s code and message when the upload is refused (an envelope with HTTP 200)', async () => {
    vi.stubGlobal('fetch', answer({ code: ErrorCode.VALIDATION, message: '文件不是有效的图片', data: null }));
    await expect(uploadImage(png())).rejects.toMatchObject({
      code: ErrorCode.VALIDATION,
      message: '文件不是有效的图片',
    });
  });

  it('rejects with 图片上传失败 on an HTTP error or a network failure', async () => {
    vi.stubGlobal('fetch', answer('x', 500));
    await expect(uploadImage(png())).rejects.toMatchObject({ message: '图片上传失败，请重试' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network');
      }),
    );
    await expect(uploadImage(png())).rejects.toMatchObject({ message: '图片上传失败，请重试' });
  });

  it('refuses other file types before asking for a URL', async () => {
    await expect(uploadImage(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).rejects.toMatchObject({
      message: '仅支持 jpg/png/webp/gif 图片',
    });
  });
});
