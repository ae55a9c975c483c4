import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { certInfo } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { certOf, renderAt } from '../test-helpers';
import CertViewPage from './cert-view-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const SN = '0123456789abcdef';
const open = () => renderAt(`/cert/register/${SN}`, [{ path: '/cert/register/:sn', element: <CertViewPage /> }]);

beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  vi.mocked(api.call).mockReset();
});

describe('CertViewPage', () => {
  it('my registered pass: 修改登记, 打印 and 出示证件', async () => {
    vi.mocked(api.call).mockResolvedValue(certOf({ registered: true, holder_name: '王小明' }));
    const { path } = open();
    expect(await screen.findByText('王小明')).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls[0]?.slice(0, 2)).toEqual([certInfo, { cert_sn: SN }]);
    expect(screen.getByRole('button', { name: '修改登记' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '打印' }));
    await waitFor(() => expect(path()).toBe(`/print/cert?cert_sn=${SN}`));
  });

  it('出示证件 opens the QR screen marked as a pass', async () => {
    vi.mocked(api.call).mockResolvedValue(certOf({ registered: true, editable: false, holder_name: '王小明' }));
    const { path } = open();
    fireEvent.click(await screen.findByRole('button', { name: '出示证件' }));
    expect(screen.queryByRole('button', { name: '修改登记' })).toBeNull();
    await waitFor(() => expect(path()).toBe('/verification/show-qrcode/42?isCert=1'));
  });

  it('someone else’s pass: masked, no actions', async () => {
    vi.mocked(api.call).mockResolvedValue(
      certOf({ mine: false, editable: false, registered: true, holder_name: '王*明' }),
    );
    open();
    expect(await screen.findByText('该证件不属于当前账号')).toBeTruthy();
    expect(screen.getByText('王*明')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '出示证件' })).toBeNull();
  });

  it('my unregistered pass: 去登记', async () => {
    vi.mocked(api.call).mockResolvedValue(certOf());
    const { path } = open();
    fireEvent.click(await screen.findByRole('button', { name: '去登记' }));
    await waitFor(() => expect(path()).toBe(`/cert/register?cert_sn=${SN}`));
  });
});
