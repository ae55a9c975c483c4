import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { answer, itemAction, itemInfo, itemSave, renderItemRoute, sampleItem, sent } from '../test-helpers';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const input = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement;
const type = (placeholder: string, value: string) => fireEvent.change(input(placeholder), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const fieldError = (text: string) => screen.findByText(text, { selector: '.field-error' });
const refusal = (fields: { field: string; message: string }[]) =>
  new ApiError(ErrorCode.VALIDATION, fields[0]!.message, { fields });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('item form: 元 in the form, integer 分 on the wire', () => {
  it('sends par and sell value as 分 and shows a saved draft back in 元 on its edit page', async () => {
    answer([
      [
        itemSave,
        (q) => sampleItem({ ...q, id: 7, par_value: q.par_value as number, sell_value: q.sell_value as number }),
      ],
      [itemInfo, () => sampleItem()],
    ]);
    const { router } = renderItemRoute('/ticket/create');
    await screen.findByText('基本信息');
    type('如：普通观展票', '普通观展票');
    type('0.00', '80');
    type('0.00 为免费', '50.5');
    type('请输入发放总量', '100');
    click('保存草稿');

    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/edit/7'));
    expect(sent(itemSave)[0]).toMatchObject({
      product_type: 1,
      name: '普通观展票',
      par_value: 8000,
      sell_value: 5050,
      total_stock: 100,
      per_user_limit: 1,
    });
    expect(sent(itemSave)[0]).not.toHaveProperty('id');
    await waitFor(() => expect(input('0.00').value).toBe('80.00'));
    expect(input('0.00 为免费').value).toBe('50.50');
  });

  it('refuses an amount with more than 2 decimals under its field, without calling the server', async () => {
    answer([]);
    renderItemRoute('/ticket/create');
    await screen.findByText('基本信息');
    type('0.00', '12.345');
    click('保存草稿');
    await fieldError('请输入正确的金额，最多两位小数');
    expect(sent(itemSave)).toHaveLength(0);
    type('0.00', '0.1');
    expect(screen.queryByText('请输入正确的金额，最多两位小数')).toBeNull();
  });
});

describe('item form: server field errors', () => {
  it('puts 10001 fields under their fields on an existing draft', async () => {
    answer([
      [itemInfo, () => sampleItem()],
      [
        itemSave,
        () => {
          throw refusal([
            { field: 'validity_end', message: '有效期须覆盖发放期' },
            { field: 'per_user_limit', message: '每人限领不能超过发放总量' },
          ]);
        },
      ],
    ]);
    renderItemRoute('/ticket/edit/7');
    await screen.findByDisplayValue('普通观展票');
    click('保存草稿');
    await fieldError('有效期须覆盖发放期');
    await fieldError('每人限领不能超过发放总量');
    expect(sent(itemSave)[0]).toMatchObject({ id: 7, par_value: 8000, sell_value: 5050 });
  });

  it('提交审核 on an empty form: the server names the fields, nothing is created and the URL stays', async () => {
    answer([
      [
        itemSave,
        () => {
          throw refusal([
            { field: 'project_id', message: '请选择项目' },
            { field: 'name', message: '请输入名称' },
            { field: 'total_stock', message: '请输入发放总量' },
          ]);
        },
      ],
    ]);
    const { router } = renderItemRoute('/ticket/create');
    await screen.findByText('基本信息');
    click('提交审核');
    await fieldError('请输入名称');
    await fieldError('请选择项目');
    await fieldError('请输入发放总量');
    // one call, save and submit together: the server refused it whole, so no draft exists to move to
    expect(sent(itemSave)).toHaveLength(1);
    expect(sent(itemSave)[0]).toMatchObject({ product_type: 1, submit: true });
    expect(sent(itemSave)[0]).not.toHaveProperty('id');
    expect(sent(itemAction)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/ticket/create');
  });

  it('提交审核 saves and submits in one call and opens the detail page', async () => {
    answer([
      [itemInfo, () => sampleItem()],
      [itemSave, () => sampleItem({ state: 'auditing', status: 3, actions: ['copy'] })],
    ]);
    const { router } = renderItemRoute('/ticket/edit/7');
    await screen.findByDisplayValue('普通观展票');
    click('提交审核');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket-invitation/ticket/7'));
    expect(sent(itemSave)).toEqual([expect.objectContaining({ id: 7, submit: true })]);
    expect(sent(itemAction)).toHaveLength(0);
  });
});

describe('item form: defaults folded away, terms explained', () => {
  it('高级设置 is folded: its choices keep their defaults until opened, each term with a one-line hint', async () => {
    answer([]);
    renderItemRoute('/ticket/create');
    await screen.findByText('基本信息');
    const toggle = screen.getByRole('button', { name: /高级设置/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('分账方式')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('分账方式')).toBeTruthy();
    expect(screen.getByText('票款结算给商家的时机：观众领取（购买）时，或核销时')).toBeTruthy();
    expect(screen.getByText(/先付款再填报名表/)).toBeTruthy();
    expect(screen.getByText(/报名提交即发放/)).toBeTruthy();
  });

  it('a message on a folded field opens 高级设置', async () => {
    answer([
      [itemInfo, () => sampleItem()],
      [
        itemSave,
        () => {
          throw refusal([{ field: 'limit_num', message: '核销次数至少为1' }]);
        },
      ],
    ]);
    renderItemRoute('/ticket/edit/7');
    await screen.findByDisplayValue('普通观展票');
    click('提交审核');
    await fieldError('核销次数至少为1');
    expect(screen.getByRole('button', { name: /高级设置/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('面值 left empty is sent as the sell value', async () => {
    answer([[itemSave, (q) => sampleItem({ id: 9, par_value: q.par_value as number })]]);
    renderItemRoute('/ticket/create');
    await screen.findByText('基本信息');
    type('0.00 为免费', '30');
    click('保存草稿');
    await waitFor(() => expect(sent(itemSave)).toHaveLength(1));
    expect(sent(itemSave)[0]).toMatchObject({ sell_value: 3000, par_value: 3000 });
  });
});

describe('item form: resuming', () => {
  it('keeps unsaved input per route in sessionStorage and restores it on coming back; saving forgets it', async () => {
    answer([
      [itemInfo, () => sampleItem()],
      [itemSave, () => sampleItem({ name: '早鸟票' })],
    ]);
    const first = renderItemRoute('/ticket/edit/7');
    await screen.findByDisplayValue('普通观展票');
    type('如：普通观展票', '早鸟票');
    type('请输入发放总量', '300');
    await waitFor(() => expect(sessionStorage.getItem('form:/ticket/edit/7')).toContain('早鸟票'));
    first.view.unmount();

    renderItemRoute('/ticket/edit/7');
    await screen.findByDisplayValue('早鸟票');
    expect(input('请输入发放总量').value).toBe('300');
    expect(screen.getByText('已恢复上次未保存的内容，记得保存')).toBeTruthy();
    click('保存草稿');
    await waitFor(() => expect(sent(itemSave)).toHaveLength(1));
    expect(sent(itemSave)[0]).toMatchObject({ id: 7, name: '早鸟票', total_stock: 300 });
    await waitFor(() => expect(sessionStorage.getItem('form:/ticket/edit/7')).toBeNull());
  });

  it('a live item offers only 提交审核 and says the change goes to audit', async () => {
    answer([
      [itemInfo, () => sampleItem({ state: 'approved', status: 1, actions: ['edit', 'disable', 'takedown', 'copy'] })],
    ]);
    renderItemRoute('/ticket/edit/7');
    await screen.findByDisplayValue('普通观展票');
    expect(screen.getByText('修改将提交审核，审核通过前仍按原内容发放')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
    expect(screen.getByRole('button', { name: '提交审核' })).toBeTruthy();
  });
});
