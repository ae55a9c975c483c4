import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { centerAlbumDel, centerAlbumList, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import PersonalUploadPage from './personal-upload-page';
import { albumItem, answerCalls, pageOf, sentTo } from './personal-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [{ path: '/personal/upload/:type', element: <PersonalUploadPage /> }];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
  answerCalls(
    new Map<CallDef, (q: never) => unknown>([
      [centerAlbumList, () => pageOf([albumItem(11), albumItem(12), albumItem(13)])],
      [centerAlbumDel, (q: { ids: number[] }) => ({ deleted: q.ids.length })],
    ]),
  );
});

describe('/personal/upload/:type', () => {
  it('lists my images with an add button (file input labelled)', async () => {
    renderAt('/personal/upload/image', routes);
    expect(await screen.findByAltText('我的相册图片1')).toBeTruthy();
    expect(sentTo(centerAlbumList)[0]).toEqual({ kind: 'image', page: 1, page_size: 30 });
    expect(screen.getByRole('button', { name: '添加图片' })).toBeTruthy();
    expect(screen.getByLabelText('选择相册图片').getAttribute('accept')).toContain('image/jpeg');
  });

  it('select-to-delete asks first and sends the chosen ids', async () => {
    renderAt('/personal/upload/image', routes);
    fireEvent.click(await screen.findByRole('button', { name: '选择' }));
    fireEvent.click(screen.getByRole('button', { name: '选择我的相册图片1' }));
    fireEvent.click(screen.getByRole('button', { name: '选择我的相册图片3' }));
    fireEvent.click(screen.getByRole('button', { name: '删除（2）' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除选中的2项吗？删除后不可恢复')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(centerAlbumDel)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '删除（2）' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(centerAlbumDel)).toEqual([{ ids: [11, 13] }]));
    expect(await screen.findByRole('button', { name: '选择' })).toBeTruthy();
  });

  it('the video tab asks for videos; an unknown type is refused', async () => {
    const { path } = renderAt('/personal/upload/image', routes);
    fireEvent.click(await screen.findByRole('tab', { name: '视频' }));
    await waitFor(() => expect(path()).toBe('/personal/upload/video'));
    expect(await screen.findByRole('button', { name: '添加视频' })).toBeTruthy();
    expect(screen.getByLabelText('选择相册视频').getAttribute('accept')).toBe('video/mp4');
    await waitFor(() => expect(sentTo(centerAlbumList).at(-1)).toEqual({ kind: 'video', page: 1, page_size: 30 }));
  });
});

describe('/personal/upload/:type with a wrong type', () => {
  it('says so', async () => {
    renderAt('/personal/upload/music', routes);
    expect(await screen.findByText('只能上传图片或视频')).toBeTruthy();
  });
});
