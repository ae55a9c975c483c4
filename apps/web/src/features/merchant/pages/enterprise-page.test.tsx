import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { merchantDraft, merchantRetrieve, merchantSave, merchantVerify, merchantVerifySend } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, applicationOf, emptyApplication, sentTo } from '../components/merchant-test-data';
import EnterprisePage from './enterprise-page';
import IdVerifyPage from './id-verify-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/business-register/enterprise-retrieve', element: <EnterprisePage /> },
  { path: '/business-register/id-verify', element: <IdVerifyPage /> },
];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const fieldError = (text: string) => screen.findByText(text, { selector: '.field-error' });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('企业信息', () => {
  it('finds a registered enterprise and says whom to ask', async () => {
    answerCalls([
      [merchantDraft, () => ({ application: null })],
      [
        merchantRetrieve,
        () => ({
          list: [
            {
              kind: 'business',
              business_id: 1,
              name: '示例车展运营公司',
              credit_code: '91500103MA61KC8X2U',
              admin_mobile: '138****0002',
            },
          ],
        }),
      ],
    ]);
    renderAt('/business-register/enterprise-retrieve', routes);
    const search = await screen.findByLabelText('企业名称或统一社会信用代码');
    fireEvent.change(search, { target: { value: '示例车展' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('示例车展运营公司')).toBeTruthy();
    expect(screen.getByText(/该企业已入驻，管理员手机号 138\*\*\*\*0002/)).toBeTruthy();
    expect(sentTo(merchantRetrieve)).toEqual([{ keyword: '示例车展' }]);
  });

  it('checks the unified social credit code as it is typed and names every bad field', async () => {
    answerCalls([
      [merchantDraft, () => ({ application: emptyApplication() })],
      [merchantSave, (q) => applicationOf(q)],
    ]);
    const { path } = renderAt('/business-register/enterprise-retrieve', routes);
    await screen.findByLabelText('企业名称', { selector: 'input' });
    type('统一社会信用代码', '91350100M000100Y44');
    expect(await fieldError('统一社会信用代码校验位不正确，请核对')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存企业信息' }));
    expect(await fieldError('请输入企业名称')).toBeTruthy();
    expect(await fieldError('请输入联系电话')).toBeTruthy();
    expect(sentTo(merchantSave)).toEqual([]);
    type('企业名称', '重庆山城汽车销售有限公司');
    type('统一社会信用代码', '91350100m000100y43');
    type('法定代表人', '李国强');
    type('企业地址', '重庆市渝北区金开大道88号');
    type('联系人', '王经理');
    type('联系电话', '023-67890123');
    fireEvent.click(screen.getByRole('button', { name: '保存企业信息' }));
    await waitFor(() => expect(path()).toBe('/start'));
    expect(sentTo(merchantSave)).toEqual([
      {
        name: '重庆山城汽车销售有限公司',
        credit_code: '91350100M000100Y43',
        legal_person: '李国强',
        address: '重庆市渝北区金开大道88号',
        contact_name: '王经理',
        contact_mobile: '023-67890123',
      },
    ]);
  });
});

describe('申请人身份验证', () => {
  it('sends the code to the account’s own mobile and verifies name and ID number', async () => {
    answerCalls([
      [merchantDraft, () => ({ application: emptyApplication() })],
      [merchantVerifySend, () => ({ expires_in: 300, resend_in: 60, mobile: '139****0001' })],
      [merchantVerify, () => applicationOf()],
    ]);
    const { path } = renderAt('/business-register/id-verify', routes);
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 139****0001')).toBeTruthy();
    type('真实姓名', 'Li');
    type('身份证号', '1101');
    fireEvent.click(screen.getByRole('button', { name: '确认验证' }));
    expect(await fieldError('请输入正确的姓名（2-4个汉字，少数民族姓名可含·）')).toBeTruthy();
    expect(await fieldError('请输入正确的身份证号')).toBeTruthy();
    expect(await fieldError('验证码为6位数字')).toBeTruthy();
    type('真实姓名', '李国强');
    type('身份证号', '110101199003074514');
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认验证' }));
    await waitFor(() => expect(path()).toBe('/start'));
    expect(sentTo(merchantVerify)).toEqual([{ name: '李国强', id_number: '110101199003074514', code: '123456' }]);
  });
});
