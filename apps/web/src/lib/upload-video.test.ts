import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadSign } from '@kc/shared';
import type * as Http from './http';
import { api } from './http';

vi.mock('./http', async (importOriginal) => ({
  ...(await importOriginal<typeof Http>()),
  api: {
    call: vi.fn(async () => ({
      upload_url: '/upload/local/1/v.mp4?sig=x',
      method: 'PUT',
      url: '/uploads/1/v.mp4',
      key: '1/v.mp4',
      expires_at: 0,
      max_bytes: 30 * 1024 * 1024,
    })),
  },
}));

const { uploadVideo } = await import('./upload');
const mp4 = () => new File([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70])], 'v.mp4', { type: 'video/mp4' });

describe('uploadVideo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a signed URL for video/mp4, PUTs the bytes and resolves to the public URL', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, message: 'ok', data: {} })));
    vi.stubGlobal('fetch', fetch);
    await expect(uploadVideo(mp4())).resolves.toBe('/uploads/1/v.mp4');
    expect(vi.mocked(api.call)).toHaveBeenCalledWith(uploadSign, { filename: 'v.mp4', content_type: 'video/mp4' });
    expect(fetch).toHaveBeenCalledWith('/upload/local/1/v.mp4?sig=x', expect.objectContaining({ method: 'PUT' }));
  });

  it('refuses other formats before asking, and says when the store refused', async () => {
    vi.mocked(api.call).mockClear();
    const mov = new File(['x'], 'a.mov', { type: 'video/quicktime' });
    await expect(uploadVideo(mov)).rejects.toMatchObject({ message: '仅支持 mp4 视频' });
    expect(api.call).not.toHaveBeenCalled();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('x', { status: 500 })),
    );
    await expect(uploadVideo(mp4())).rejects.toMatchObject({ message: '视频上传失败，请重试' });
  });
});
