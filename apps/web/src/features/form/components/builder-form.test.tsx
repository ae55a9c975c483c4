import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationForm, FormField } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useFormBuilder } from '../hooks/use-form-builder';
import { renderAt } from '../test-helpers';
import { PREVIEW_KEY } from '../utils/preview-storage';
import { BuilderForm } from './builder-form';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

const URL = '/ticket/applicationForm/create/1';
function Builder({ form }: { form?: ApplicationForm }) {
  return <BuilderForm b={useFormBuilder(form)} />;
}
const renderBuilder = (form?: ApplicationForm) =>
  renderAt(URL, [
    { path: URL, element: <Builder form={form} /> },
    { path: '/invitation/enter-blank/preview', element: <p>预览页</p> },
  ]);

const fieldCount = () => screen.queryAllByRole('textbox', { name: /^字段\d+名称$/ }).length;
const add = async (kind: string) => {
  const before = fieldCount();
  fireEvent.click(screen.getByRole('button', { name: '+ 添加字段' }));
  const sheet = (await screen.findByText('选择字段类型')).closest('.adm-action-sheet') as HTMLElement;
  fireEvent.click(within(sheet).getByText(kind, { exact: true }));
  await waitFor(() => expect(fieldCount()).toBe(before + 1));
};
const box = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const saved = () => vi.mocked(api.call).mock.calls.at(-1)?.[1] as { title: string; fields: FormField[] };

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(confirmAction).mockClear();
});

describe('form builder', () => {
  it('adds fields of the chosen kinds with unique keys f1, f2, … and saves them', async () => {
    vi.mocked(api.call).mockResolvedValue({ id: 9 });
    const router = renderBuilder();
    fireEvent.change(screen.getByPlaceholderText('如：媒体报名表'), { target: { value: '媒体报名表' } });
    await add('姓名');
    await add('单选');
    await add('单行文本');
    expect((box('字段1名称') as HTMLInputElement).value).toBe('姓名');
    expect((box('字段2名称') as HTMLInputElement).value).toBe('');
    type('字段2名称', '媒体类型');
    type('选项1', '报纸');
    type('选项2', '网站');
    type('字段3名称', '单位');
    fireEvent.click(screen.getByRole('switch', { name: '字段3必填' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(saved()).toEqual({
      id: undefined,
      title: '媒体报名表',
      description: '',
      fields: [
        { key: 'f1', kind: 'chinese_name', label: '姓名', required: true, options: [], placeholder: '' },
        { key: 'f2', kind: 'single', label: '媒体类型', required: true, options: ['报纸', '网站'], placeholder: '' },
        { key: 'f3', kind: 'text', label: '单位', required: false, options: [], placeholder: '' },
      ],
    });
    expect(sessionStorage.getItem(`form:${URL}`)).toBeNull();
  });

  it('moves fields up and down, deletes after asking, and never reuses a key', async () => {
    vi.mocked(api.call).mockResolvedValue({ id: 9 });
    renderBuilder();
    fireEvent.change(screen.getByPlaceholderText('如：媒体报名表'), { target: { value: '报名' } });
    await add('姓名');
    await add('手机号');
    await add('身份证号');
    expect(screen.getByRole('button', { name: '上移字段1' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '下移字段3' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '下移字段1' }));
    expect((box('字段1名称') as HTMLInputElement).value).toBe('手机号');
    expect((box('字段2名称') as HTMLInputElement).value).toBe('姓名');
    fireEvent.click(screen.getByRole('button', { name: '上移字段3' }));
    expect((box('字段2名称') as HTMLInputElement).value).toBe('身份证号');
    fireEvent.click(screen.getByRole('button', { name: '删除字段2' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '字段3名称' })).toBeNull());
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toBe('确定删除字段「身份证号」吗？');
    await add('日期');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.call).toHaveBeenCalled());
    expect(saved().fields.map((f) => `${f.key}:${f.label}`)).toEqual(['f2:手机号', 'f1:姓名', 'f4:日期']);
  });

  it('edits options and shows what must be fixed before anything is sent', async () => {
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入表单标题')).toBeTruthy();
    expect(screen.getByText('请至少添加一个字段')).toBeTruthy();
    await add('多选');
    expect(screen.queryByText('请至少添加一个字段')).toBeNull();
    expect(screen.queryByRole('button', { name: '删除选项1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '+ 添加选项' }));
    type('选项1', '上午');
    type('选项3', '下午');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入字段名称')).toBeTruthy();
    expect(screen.getByText('选项不能为空')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '删除选项2' }));
    expect(screen.queryByText('选项不能为空')).toBeNull();
    expect((box('选项2') as HTMLInputElement).value).toBe('下午');
    expect(screen.queryByRole('button', { name: '删除选项1' })).toBeNull();
  });

  it('puts the server’s field errors under the field they name', async () => {
    vi.mocked(api.call).mockRejectedValue(
      new ApiError(10001, '选择题至少需要2个选项', {
        fields: [{ field: 'fields.0.label', message: '字段名称已被使用' }],
      }),
    );
    renderBuilder();
    fireEvent.change(screen.getByPlaceholderText('如：媒体报名表'), { target: { value: '报名' } });
    await add('手机号');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('字段名称已被使用')).toBeTruthy();
    type('字段1名称', '联系电话');
    expect(screen.queryByText('字段名称已被使用')).toBeNull();
  });

  it('edits a saved form, keeps unsaved edits per route, and hands the draft to the preview', async () => {
    const form: ApplicationForm = {
      id: 5,
      title: '旧表',
      description: '说明',
      fields: [{ key: 'f7', kind: 'text', label: '单位', required: false, options: [], placeholder: '' }],
      updated_at: 0,
    };
    const router = renderBuilder(form);
    expect((box('字段1名称') as HTMLInputElement).value).toBe('单位');
    await add('数字');
    type('字段2名称', '人数');
    const stored = JSON.parse(sessionStorage.getItem(`form:${URL}`)!) as { fields: FormField[]; seq: number };
    expect(stored.fields.map((f) => f.key)).toEqual(['f7', 'f8']);
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitation/enter-blank/preview'));
    expect(JSON.parse(sessionStorage.getItem(PREVIEW_KEY)!)).toMatchObject({
      title: '旧表',
      fields: [{ label: '单位' }, { label: '人数' }],
    });
    await router.navigate(-1);
    expect(await screen.findByText('已恢复上次未保存的内容，记得保存')).toBeTruthy();
    expect((box('字段2名称') as HTMLInputElement).value).toBe('人数');
  });
});
