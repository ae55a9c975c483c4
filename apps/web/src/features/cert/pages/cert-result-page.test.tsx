import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test-helpers';
import CertResultPage from './cert-result-page';

const routes = [
  { path: '/cert/success', element: <CertResultPage /> },
  { path: '/cert/fail', element: <CertResultPage /> },
];

describe('CertResultPage', () => {
  it('success: 登记成功 and 查看证件 opens the pass', async () => {
    const { path } = renderAt('/cert/success?id=0123456789abcdef', routes);
    expect(await screen.findAllByText('登记成功')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '查看证件' }));
    await waitFor(() => expect(path()).toBe('/cert/register/0123456789abcdef'));
  });

  it('fail: 登记失败 with the message and 重新登记 goes back to the form', async () => {
    const { path } = renderAt(
      `/cert/fail?msg=${encodeURIComponent('证件已使用，不能修改登记')}&id=0123456789abcdef`,
      routes,
    );
    expect(await screen.findByText('证件已使用，不能修改登记')).toBeTruthy();
    expect(screen.getAllByText('登记失败')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '重新登记' }));
    await waitFor(() => expect(path()).toBe('/cert/register?cert_sn=0123456789abcdef'));
  });

  it('fail without an id: no 重新登记', async () => {
    renderAt('/cert/fail', routes);
    expect(await screen.findByText('登记未完成，请重试')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新登记' })).toBeNull();
  });
});
