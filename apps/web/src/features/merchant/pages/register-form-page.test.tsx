import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, merchantDraft, merchantSubmit } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, applicationOf, emptyApplication, sentTo } from '../components/merchant-test-data';
import RegisterFormPage from './register-form-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [{ path: '/business-register/form', element: <RegisterFormPage /> }];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('商家入驻 hub', () => {
  it('with nothing saved yet shows every step to do and cannot submit', async () => {
    answerCalls([[merchantDraft, () => ({ application: null })]]);
    renderAt('/business-register/form', routes);
    expect(await screen.findByText('商家类型')).toBeTruthy();
    expect(screen.getAllByText('请选择')).toHaveLength(2);
    expect(screen.getByText('请填写')).toBeTruthy();
    expect(screen.getByText('去验证')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交审核' }).hasAttribute('disabled')).toBe(true);
  });

  it('each step opens its screen', async () => {
    answerCalls([[merchantDraft, () => ({ application: emptyApplication() })]]);
    const { path, router } = renderAt('/business-register/form', routes);
    fireEvent.click(await screen.findByText('商家类型'));
    await waitFor(() => expect(path()).toBe('/business-register/choosemerchanttype'));
    await router.navigate(-1);
    fireEvent.click(await screen.findByText('商家标签'));
    await waitFor(() => expect(path()).toBe('/business-register/choosemerchanttype-next-tag'));
    await router.navigate(-1);
    fireEvent.click(await screen.findByText('企业信息'));
    await waitFor(() => expect(path()).toBe('/business-register/enterprise-retrieve'));
    await router.navigate(-1);
    fireEvent.click(await screen.findByText('申请人身份验证'));
    await waitFor(() => expect(path()).toBe('/business-register/id-verify'));
  });

  it('lists what is still missing, as the server says', async () => {
    answerCalls([
      [merchantDraft, () => ({ application: emptyApplication({ shop_kind: 12, shop_kind_label: '线上店铺' }) })],
    ]);
    renderAt('/business-register/form', routes);
    const missing = await screen.findByRole('list', { name: '还需完成' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['请选择商家类型', '请选择商家标签', '请填写企业名称', '请上传营业执照照片', '请完成申请人身份验证']);
    expect(screen.getByText('线上店铺')).toBeTruthy();
  });

  it('submits a complete draft after confirming, then shows it in review', async () => {
    answerCalls([
      [merchantDraft, () => ({ application: applicationOf() })],
      [merchantSubmit, () => applicationOf({ state: 'pending', state_label: '审核中', submit_time: 1780000100 })],
    ]);
    renderAt('/business-register/form', routes);
    expect(await screen.findByText('李国强 110101**********14')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('提交后将由平台审核，审核期间不能修改。确定提交吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('入驻申请审核中')).toBeTruthy();
    expect(screen.getByText('91350100M000100Y43')).toBeTruthy();
    expect(sentTo(merchantSubmit)).toEqual([{}]);
  });

  it('shows why the last one was rejected, and the server’s refusal of a taken code', async () => {
    answerCalls([
      [
        merchantDraft,
        () => ({ application: applicationOf({ state: 'rejected', reject_reason: '营业执照照片不清晰' }) }),
      ],
      [
        merchantSubmit,
        () => {
          throw new ApiError(ErrorCode.CONFLICT, '该统一社会信用代码已有商家入驻或正在审核，请先在“企业信息”中查找');
        },
      ],
    ]);
    renderAt('/business-register/form', routes);
    expect(await screen.findByText('上次申请未通过：营业执照照片不清晰。请修改后重新提交。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新提交审核' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText(/该统一社会信用代码已有商家入驻或正在审核/)).toBeTruthy();
  });

  it('names what the licence says differently', async () => {
    answerCalls([
      [
        merchantDraft,
        () => ({
          application: applicationOf({
            recognised: {
              name: '重庆山城汽车有限公司',
              credit_code: '91350100M000100Y43',
              legal_person: '李国强',
              address: '',
            },
            mismatches: [
              {
                field: 'name',
                label: '企业名称',
                entered: '重庆山城汽车销售有限公司',
                recognised: '重庆山城汽车有限公司',
              },
            ],
          }),
        }),
      ],
    ]);
    renderAt('/business-register/form', routes);
    expect(
      await screen.findByText(
        '企业名称与营业执照不一致：执照为“重庆山城汽车有限公司”，你填写的是“重庆山城汽车销售有限公司”',
      ),
    ).toBeTruthy();
  });

  it('approved: the business is in 我的商家, and another registration may start', async () => {
    answerCalls([[merchantDraft, () => ({ application: applicationOf({ state: 'approved', business_id: 9 }) })]]);
    const { path } = renderAt('/business-register/form', routes);
    expect(await screen.findByText('入驻成功')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '入驻其他企业' }));
    expect(await screen.findByRole('button', { name: '提交审核' })).toBeTruthy();
    expect(screen.getAllByText('请选择')).toHaveLength(2);
    expect(path()).toBe('/business-register/form');
  });

  it('a load failure can be retried', async () => {
    answerCalls([
      [
        merchantDraft,
        () => {
          throw new ApiError(ErrorCode.CLIENT_HTTP, '网络错误 - 1024');
        },
      ],
    ]);
    renderAt('/business-register/form', routes);
    expect(await screen.findByText('网络错误 - 1024')).toBeTruthy();
  });
});
