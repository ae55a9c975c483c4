import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formOfTarget, submissionSubmit, type CallDef, type FormField } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../test-helpers';
import FormFillPage from './form-fill-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const field = (
  key: string,
  kind: FormField['kind'],
  label: string,
  required = false,
  options: string[] = [],
): FormField => ({
  key,
  kind,
  label,
  required,
  options,
  placeholder: '',
});
const fields: FormField[] = [
  field('f1', 'chinese_name', '姓名', true),
  field('f2', 'mobile', '手机号', true),
  field('f3', 'id_number', '身份证号'),
  field('f4', 'text', '单位'),
  field('f5', 'textarea', '备注'),
  field('f6', 'number', '人数'),
  field('f7', 'single', '媒体类型', true, ['报纸', '网站']),
  field('f8', 'multi', '关注车型', false, ['轿车', 'SUV', '房车']),
  field('f9', 'date', '到场日期'),
  field('f10', 'region', '所在地区'),
  field('f11', 'image', '名片'),
];
const target = (mine: { id: number; status: number; remark: string } | null = null) => ({
  form: { id: 1, title: '媒体报名表', description: '请如实填写', fields, updated_at: 0 },
  target: { id: 3, name: '媒体邀请函', project_name: '2026重庆国际车展' },
  mine,
});

type Handler = (def: CallDef, query: unknown) => Promise<unknown>;
const serve = (h: Handler) => vi.mocked(api.call).mockImplementation(h as never);
const URL = '/invitation/enter-blank/1/3';
const renderFill = (url = URL) =>
  renderAt(
    url,
    ['/invitation/enter-blank/1/:id', '/funly/enter-blank/3/:id'].map((path) => ({ path, element: <FormFillPage /> })),
  );
const box = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('filling a form', () => {
  it('shows the target, the description and one input per field kind', async () => {
    serve(() => Promise.resolve(target()));
    renderFill();
    expect(await screen.findByText('媒体邀请函')).toBeTruthy();
    expect(screen.getByText('2026重庆国际车展')).toBeTruthy();
    expect(screen.getByText('请如实填写')).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls[0]?.slice(0, 2)).toEqual([formOfTarget, { type: 1, id: 3 }]);
    for (const name of ['姓名', '手机号', '身份证号', '单位', '人数']) expect(box(name)).toBeTruthy();
    expect(box('手机号').getAttribute('type')).toBe('tel');
    expect(box('人数').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByPlaceholderText('请输入备注').tagName).toBe('TEXTAREA');
    for (const o of ['报纸', '网站', '轿车', 'SUV', '房车']) expect(screen.getByText(o)).toBeTruthy();
    expect(screen.getByRole('button', { name: '到场日期' }).textContent).toBe('请选择到场日期');
    expect(screen.getByRole('button', { name: '所在地区' }).textContent).toBe('请选择所在地区');
    expect(document.querySelector('.adm-image-uploader input[type=file]')).toBeTruthy();
  });

  it('checks locally with checkFormValues before sending anything', async () => {
    serve(() => Promise.resolve(target()));
    renderFill();
    await screen.findByText('媒体邀请函');
    type('手机号', '12345');
    type('身份证号', '1234');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请填写姓名')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    expect(screen.getByText('请输入正确的身份证号')).toBeTruthy();
    expect(screen.getByText('请选择媒体类型')).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls.some(([def]) => def === submissionSubmit)).toBe(false);
    type('姓名', '王小明');
    expect(screen.queryByText('请填写姓名')).toBeNull();
  });

  it('sends the cleaned values and maps the server’s field errors onto the fields', async () => {
    const sent: unknown[] = [];
    serve((def, q) => {
      if (def !== submissionSubmit) return Promise.resolve(target());
      sent.push(q);
      return Promise.reject(
        new ApiError(10001, '请输入正确的姓名', { fields: [{ field: 'values.f1', message: '请输入正确的姓名' }] }),
      );
    });
    renderFill();
    await screen.findByText('媒体邀请函');
    type('姓名', ' 王小明 ');
    type('手机号', '+86 138-0000-0001');
    fireEvent.click(screen.getByText('网站'));
    fireEvent.click(screen.getByText('SUV'));
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请输入正确的姓名')).toBeTruthy();
    expect(sent).toEqual([{ type: 1, id: 3, values: { f1: '王小明', f2: '13800000001', f7: '网站', f8: ['SUV'] } }]);
  });

  it('shows the caller’s sign-up instead of the form; a rejected one can sign up again', async () => {
    serve(() => Promise.resolve(target({ id: 8, status: 3, remark: '信息不实' })));
    renderFill();
    expect(await screen.findByText('未通过：信息不实')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交报名' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新报名' }));
    expect(screen.getByRole('button', { name: '提交报名' })).toBeTruthy();
  });

  it('reads the type from the path and says honestly that an event does not exist', async () => {
    serve(() => Promise.reject(new ApiError(10004, '报名活动不存在')));
    renderFill('/funly/enter-blank/3/5');
    expect(await screen.findByText('报名活动不存在')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(api.call).mock.calls[0]?.[1]).toEqual({ type: 3, id: 5 }));
  });
});
