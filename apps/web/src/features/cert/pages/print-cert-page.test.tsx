import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { certInfo, ErrorCode, holdingCode } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import type * as platform from '../../../lib/platform';
import { usePlatform, type Platform } from '../../../lib/platform';
import { useSession } from '../../../lib/session';
import { drawCertImage } from '../utils/draw-cert-image';
import { certOf, holdingOf, renderAt } from '../test-helpers';
import PrintCertPage from './print-cert-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof platform>()),
  usePlatform: vi.fn(),
}));
vi.mock('../utils/draw-cert-image', () => ({
  drawCertImage: vi.fn(() => Promise.resolve('data:image/png;base64,AAAA')),
}));

const SN = '0123456789abcdef';
const CERT = certOf({ registered: true, holder_name: '王小明', holder_photo: '/uploads/1/me.png' });
const CODE = { code: 'kc1.42.print.signature', expires_at: 1751299200, refresh_in: 0, card: holdingOf() };
const open = () => renderAt(`/print/cert?cert_sn=${SN}`, [{ path: '/print/cert', element: <PrintCertPage /> }]);
const inEnv = (env: Platform['env']) => vi.mocked(usePlatform).mockReturnValue({ env } as Platform);

const serve = (code: () => Promise<unknown>, cert = CERT) =>
  vi.mocked(api.call).mockImplementation(((def: unknown) => {
    if (def === certInfo) return Promise.resolve(cert);
    if (def === holdingCode) return code();
    return Promise.reject(new Error('unexpected call'));
  }) as typeof api.call);

const print = vi.fn();
beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  vi.mocked(api.call).mockReset();
  vi.mocked(drawCertImage).mockClear();
  inEnv('browser');
  window.print = print;
  print.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('PrintCertPage', () => {
  it('shows the printable pass with the print code’s QR; 打印 opens the print dialog', async () => {
    serve(() => Promise.resolve(CODE));
    open();
    expect(await screen.findByRole('img', { name: '证件二维码' })).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls.find((c) => c[0] === holdingCode)?.[1]).toEqual({
      holding_id: 42,
      print: true,
    });
    expect(screen.getByText('王小明')).toBeTruthy();
    expect(screen.getByText('示例车展运营公司')).toBeTruthy();
    expect(screen.getByText(SN)).toBeTruthy();
    expect(screen.getByRole('img', { name: '证件照' }).getAttribute('src')).toBe('/uploads/1/me.png');
    expect([...document.querySelectorAll('style')].some((s) => s.textContent?.includes('size: 105mm 148mm'))).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('inside the messaging app: no 打印, 生成图片 shows the pass as an image to long-press', async () => {
    inEnv('wechat');
    serve(() => Promise.resolve(CODE));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '生成图片' }));
    expect(screen.queryByRole('button', { name: '打印' })).toBeNull();
    expect(await screen.findByText('长按图片保存')).toBeTruthy();
    expect(screen.getByRole('img', { name: '证件图片' }).getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(vi.mocked(drawCertImage).mock.calls[0]?.[0]).toMatchObject({
      holderName: '王小明',
      itemName: '嘉宾证',
      certSn: SN,
      photoUrl: '/uploads/1/me.png',
      code: CODE.code,
    });
  });

  it('not the holder of a registered pass: the server’s message', async () => {
    serve(() => Promise.reject(new ApiError(ErrorCode.FORBIDDEN, '证件登记后才能打印')));
    open();
    expect(await screen.findByText('证件登记后才能打印')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '打印' })).toBeNull();
  });

  it('my unregistered pass: the message and 去登记', async () => {
    serve(() => Promise.reject(new ApiError(ErrorCode.CONFLICT, '证件登记后才能打印')), certOf());
    const { path } = open();
    fireEvent.click(await screen.findByRole('button', { name: '去登记' }));
    await waitFor(() => expect(path()).toBe(`/cert/register?cert_sn=${SN}`));
  });

  it('logged out: the pass and 登录后打印, no code asked for', async () => {
    useSession.setState({ token: '', uid: null });
    serve(() => Promise.resolve(CODE), certOf({ mine: false, registered: true, holder_name: '王*明' }));
    open();
    expect(await screen.findByRole('button', { name: '登录后打印' })).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls.some((c) => c[0] === holdingCode)).toBe(false);
  });
});
