import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { carOwnerList } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, carOwnerOf, pageOf, sentTo } from '../components/carowner-test-data';
import CarOwnerListPage from './car-owner-list-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/car-authentication/list', element: <CarOwnerListPage /> },
  { path: '/car-authentication/form', element: <p>认证表单页</p> },
  { path: '/car-authentication/detail', element: <p>认证详情页</p> },
];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('/car-authentication/list', () => {
  it('lists my certifications with their state tags; a row opens its detail', async () => {
    answerCalls([
      [
        carOwnerList,
        () =>
          pageOf([
            carOwnerOf(),
            carOwnerOf({
              id: 6,
              state: 'approved',
              state_label: '已认证',
              brand_name: '宝马',
              series_name: '3系',
              plate: '渝A8K2M6',
            }),
            carOwnerOf({
              id: 5,
              state: 'rejected',
              state_label: '未通过',
              reject_reason: '照片模糊',
              plate: '川A12345',
            }),
          ]),
      ],
    ]);
    const { path } = renderAt('/car-authentication/list', routes);
    expect(await screen.findByRole('link', { name: '比亚迪 汉 渝AD12345 审核中' })).toBeTruthy();
    expect(screen.getByText('已认证')).toBeTruthy();
    expect(screen.getByText('未通过')).toBeTruthy();
    expect(screen.getByText('未通过原因：照片模糊')).toBeTruthy();
    expect(sentTo(carOwnerList)).toEqual([{ page: 1, page_size: 20 }]);
    fireEvent.click(screen.getByRole('link', { name: '宝马 3系 渝A8K2M6 已认证' }));
    await waitFor(() => expect(path()).toBe('/car-authentication/detail?id=6'));
  });

  it('empty: says what certification gives, and 去认证 opens the form', async () => {
    answerCalls([[carOwnerList, () => pageOf([])]]);
    const { path } = renderAt('/car-authentication/list', routes);
    expect(await screen.findByText(/还没有车主认证/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去认证' }));
    await waitFor(() => expect(path()).toBe('/car-authentication/form'));
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    answerCalls([
      [
        carOwnerList,
        () => {
          if (fail) throw new Error('网络异常');
          return pageOf([carOwnerOf()]);
        },
      ],
    ]);
    renderAt('/car-authentication/list', routes);
    const retry = await screen.findByRole('button', { name: '系统异常，点击重新加载' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: '比亚迪 汉 渝AD12345 审核中' })).toBeTruthy();
  });
});
