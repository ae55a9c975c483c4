import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { carOwnerApply, carOwnerInfo, ErrorCode } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, carOwnerOf, pickedCar, sentTo } from '../components/carowner-test-data';
import CarOwnerFormPage from './car-owner-form-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/car-authentication/form', element: <CarOwnerFormPage /> },
  { path: '/car-authentication/success', element: <p>认证提交成功页</p> },
  { path: '/car-authentication/detail', element: <p>认证详情页</p> },
];
const fieldError = (text: string) => screen.findByText(text, { selector: '.field-error' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const submit = (name = '提交认证') => fireEvent.click(screen.getByRole('button', { name }));
/** a draft as the form keeps it: the car picked and the photo uploaded before (neither is this test's subject) */
const draft = (key: string, values: Record<string, unknown>) =>
  sessionStorage.setItem(`form:${key}`, JSON.stringify(values));

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  sessionStorage.clear();
});

describe('/car-authentication/form', () => {
  it('says the review takes 1–3 working days; names every missing field and sends nothing', async () => {
    answerCalls([]);
    renderAt('/car-authentication/form', routes);
    expect(await screen.findByText(/1-3个工作日内完成人工审核/)).toBeTruthy();
    submit();
    await fieldError('请选择品牌车型');
    await fieldError('请输入车架号');
    await fieldError('请输入车牌号');
    await fieldError('请上传行驶证照片');
    expect(sentTo(carOwnerApply)).toHaveLength(0);
  });

  it('checks the VIN as the server does: I/O/Q, length, check digit (upper-cased as typed)', async () => {
    answerCalls([]);
    renderAt('/car-authentication/form', routes);
    await screen.findByLabelText('车架号', { selector: 'input' });
    type('车架号', 'lsvau218xn2183294');
    expect(screen.getByDisplayValue('LSVAU218XN2183294')).toBeTruthy();
    expect(screen.getByText('17/17')).toBeTruthy();
    type('车架号', 'LSVAU2181N2183294');
    fireEvent.blur(screen.getByLabelText('车架号', { selector: 'input' }));
    await fieldError('车架号校验位（第9位）不正确，请核对');
    type('车架号', 'LSVAU218XN218329');
    submit();
    await fieldError('车架号为17位，当前16位');
    type('车架号', 'LSVAU218XN218329O');
    submit();
    await fieldError('车架号不含字母I、O、Q，请核对（可能是数字1、0）');
    type('车牌号', '渝A1234');
    submit();
    await fieldError('车牌号格式不正确，如：渝A12345，新能源如：渝AD12345');
  });

  it('submits the normalized application and goes to the success page', async () => {
    answerCalls([[carOwnerApply, () => carOwnerOf()]]);
    draft('/car-authentication/form', { pick: pickedCar, licence_image: '/uploads/licence.png' });
    const { path } = renderAt('/car-authentication/form', routes);
    expect(await screen.findByText('比亚迪 汉 2024款 EV 荣耀版 605KM')).toBeTruthy();
    expect(screen.getByText('已恢复上次未保存的内容，记得保存')).toBeTruthy();
    type('车架号', 'lsvau218xn2183294');
    type('车牌号', '渝ad 12345');
    submit();
    await waitFor(() => expect(path()).toBe('/car-authentication/success'));
    expect(sentTo(carOwnerApply)).toEqual([
      {
        brand_id: 3,
        series_id: 31,
        model_id: 311,
        vin: 'LSVAU218XN2183294',
        plate: '渝AD12345',
        licence_image: '/uploads/licence.png',
      },
    ]);
    // the draft is gone once sent
    expect(sessionStorage.getItem('form:/car-authentication/form')).toBeNull();
  });

  it('?id= of a rejected one: prefilled with the reason, 重新提交 sends its id; a server field error shows under its field', async () => {
    answerCalls([
      [
        carOwnerInfo,
        () =>
          carOwnerOf({
            state: 'rejected',
            state_label: '未通过',
            reject_reason: '照片模糊',
            can_cancel: false,
            can_reapply: true,
          }),
      ],
      [
        carOwnerApply,
        () => {
          throw new ApiError(ErrorCode.VALIDATION, '参数错误', {
            fields: [{ field: 'model_id', message: '车型不存在，请重新选择' }],
          });
        },
      ],
    ]);
    renderAt('/car-authentication/form?id=7', routes);
    expect(await screen.findByText('上次未通过原因：照片模糊')).toBeTruthy();
    expect(screen.getByDisplayValue('LSVAU218XN2183294')).toBeTruthy();
    expect(screen.getByDisplayValue('渝AD12345')).toBeTruthy();
    submit('重新提交');
    await fieldError('车型不存在，请重新选择');
    expect(sentTo(carOwnerApply)[0]).toMatchObject({ id: 7, model_id: 311, vin: 'LSVAU218XN2183294' });
    expect(sentTo(carOwnerInfo)).toEqual([{ id: 7 }]);
  });

  it('?id= of a pending one is not edited: it says so and opens the detail', async () => {
    answerCalls([[carOwnerInfo, () => carOwnerOf()]]);
    const { path } = renderAt('/car-authentication/form?id=7', routes);
    expect(await screen.findByText('认证审核中')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看认证详情' }));
    await waitFor(() => expect(path()).toBe('/car-authentication/detail?id=7'));
    expect(sentTo(carOwnerApply)).toHaveLength(0);
  });
});
