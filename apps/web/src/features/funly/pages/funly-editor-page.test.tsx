import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, funlyCopy, funlyRelationOptions, funlySave, funlyShow } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import FunlyEditorPage from './funly-editor-page';
import FunlySelectRelationPage from './funly-select-relation-page';
import { answer, sampleDetail, sent } from './manage-test-helpers';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/funly-manage/create/:timestamp', element: <FunlyEditorPage /> },
  { path: '/funly-manage/edit/:id/:timestamp', element: <FunlyEditorPage /> },
  { path: '/funly-manage/draft/:id/:timestamp', element: <FunlyEditorPage /> },
  { path: '/funly-manage/same/:id/:timestamp', element: <FunlyEditorPage /> },
  { path: '/funly-manage/create/selectRelation', element: <FunlySelectRelationPage /> },
];

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const fieldError = (text: string) => screen.findByText(text, { selector: '.field-error' });

/** Input kept from an earlier visit of the same editor route (the no-lost-input store). */
const keep = (path: string, values: Record<string, unknown>) =>
  sessionStorage.setItem(`form:${path}`, JSON.stringify(values));

const TIMES = { start_time: 1780000000, end_time: 1780010000, signup_start: 1779000000, signup_end: 1779990000 };

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  sessionStorage.clear();
});

describe('event editor: checks before saving', () => {
  it('提交审核 on an empty form names the required fields and calls nothing', async () => {
    answer([]);
    const { path } = renderAt('/funly-manage/create/100', routes);
    await screen.findByText('基本信息');
    click('提交审核');
    await fieldError('请输入活动名称');
    await fieldError('请上传活动封面');
    await fieldError('请选择活动类型');
    await fieldError('请输入活动地点');
    expect(screen.getAllByText('请选择时间', { selector: '.field-error' })).toHaveLength(4);
    expect(sent(funlySave)).toHaveLength(0);
    expect(path()).toBe('/funly-manage/create/100');
  });

  it('refuses a draft whose end is before its start, and bad coordinates, under their fields', async () => {
    answer([]);
    keep('/funly-manage/create/101', { ...TIMES, end_time: 1779990000 });
    renderAt('/funly-manage/create/101', routes);
    await screen.findByText('已恢复上次未保存的内容，记得保存');
    type('如：106.551556', '东经106');
    type('0 为不限', '-3');
    click('保存草稿');
    await fieldError('结束时间须晚于开始时间');
    await fieldError('经度无效');
    await fieldError('人数上限为整数');
    expect(sent(funlySave)).toHaveLength(0);
  });

  it('保存草稿 of a new event saves what is filled and moves to its draft route', async () => {
    answer([
      [funlySave, (q) => sampleDetail({ id: 9, title: q.title as string })],
      [funlyShow, () => sampleDetail({ id: 9, title: '车友聚会' })],
    ]);
    const { path } = renderAt('/funly-manage/create/102', routes);
    await screen.findByText('基本信息');
    type('如：周末车友自驾聚会', '车友聚会');
    click('保存草稿');
    await waitFor(() => expect(path()).toBe('/funly-manage/draft/9/102'));
    const q = sent(funlySave)[0]!;
    expect(q).toMatchObject({ title: '车友聚会', submit: false, capacity: 0, waitlist: false });
    expect(q).not.toHaveProperty('id');
    expect(q).not.toHaveProperty('start_time');
    await screen.findByDisplayValue('车友聚会');
  });
});

describe('event editor: 提交审核', () => {
  it('sends every field (description as HTML) with submit and opens the manage list', async () => {
    answer([[funlySave, () => sampleDetail({ id: 9, state: 'auditing' })]]);
    keep('/funly-manage/create/103', {
      ...TIMES,
      cover: '/uploads/cover.png',
      kind: 3,
      tickets: [{ id: 4, product_type: 1, name: '免费入场券', sell_value: 0 }],
      description: '# 流程\n签到后**集合**\n- 自驾',
    });
    const { path } = renderAt('/funly-manage/create/103', routes);
    await screen.findByText('免费入场券 免费');
    type('如：周末车友自驾聚会', '周末车友自驾聚会');
    type('如：国际博览中心', '国际博览中心');
    type('如：106.551556', '106.55');
    type('如：29.563009', '29.56');
    type('0 为不限', '50');
    fireEvent.click(screen.getByRole('switch', { name: '候补' }));
    click('提交审核');
    await waitFor(() => expect(path()).toBe('/funly-manage/manage'));
    expect(sent(funlySave)[0]).toEqual({
      ...TIMES,
      title: '周末车友自驾聚会',
      cover: '/uploads/cover.png',
      kind: 3,
      place: '国际博览中心',
      address: '',
      longitude: 106.55,
      latitude: 29.56,
      capacity: 50,
      max_companions: 0,
      need_approval: false,
      waitlist: true,
      form_id: null,
      payment_order: 1,
      ticket_ids: [4],
      coupon_ids: [],
      description: '<h3>流程</h3><p>签到后<strong>集合</strong></p><ul><li>自驾</li></ul>',
      submit: true,
    });
  });

  it("puts the server's field messages under the named fields and stays", async () => {
    answer([
      [funlyShow, () => sampleDetail({ id: 11, cover: '/uploads/cover.png' })],
      [
        funlySave,
        () => {
          throw new ApiError(ErrorCode.VALIDATION, '报名截止时间不能晚于活动结束时间', {
            fields: [
              { field: 'signup_end', message: '报名截止时间不能晚于活动结束时间' },
              { field: 'ticket_ids', message: '门票不可用' },
            ],
          });
        },
      ],
    ]);
    const { path } = renderAt('/funly-manage/draft/11/200', routes);
    await screen.findByDisplayValue('周末车友自驾聚会');
    // the stored description came back as marked-up text
    expect((screen.getByPlaceholderText('介绍活动亮点、流程和注意事项') as HTMLTextAreaElement).value).toBe(
      '# 流程\n签到后**集合**\n- 自驾',
    );
    type('如：周末车友自驾聚会', '周末车友自驾聚会2');
    click('提交审核');
    await fieldError('报名截止时间不能晚于活动结束时间');
    await fieldError('门票不可用');
    expect(sent(funlySave)[0]).toMatchObject({ id: 11, submit: true, title: '周末车友自驾聚会2' });
    expect(path()).toBe('/funly-manage/draft/11/200');
  });

  it('a live event: no draft button, a notice, and saving submits the change', async () => {
    answer([[funlyShow, () => sampleDetail({ state: 'running', running_state: 1, running_label: '进行中' })]]);
    renderAt('/funly-manage/edit/11/300', routes);
    await screen.findByText('修改将提交审核，审核通过前仍按原内容展示');
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
  });

  it('an event in review cannot be edited', async () => {
    answer([
      [
        funlyShow,
        () =>
          sampleDetail({ state: 'auditing', running_state: 0, actions: { ...sampleDetail().actions, edit: false } }),
      ],
    ]);
    renderAt('/funly-manage/edit/11/301', routes);
    await screen.findByText('当前状态不能编辑');
    expect(screen.getByText('审核中，请等待审核结果')).toBeTruthy();
  });
});

describe('copy as new (isSame)', () => {
  it('copies once and edits the new draft', async () => {
    answer([
      [funlyCopy, () => sampleDetail({ id: 12, title: '周末车友自驾聚会' })],
      [funlyShow, (q) => sampleDetail({ id: q.id as number })],
    ]);
    const { path } = renderAt('/funly-manage/same/11/400', routes);
    await waitFor(() => expect(path()).toBe('/funly-manage/draft/12/400'));
    await screen.findByDisplayValue('周末车友自驾聚会');
    expect(sent(funlyCopy)).toEqual([{ id: 11 }]);
    expect(sent(funlyShow)).toEqual([{ id: 12 }]);
  });
});

describe('selectRelation', () => {
  it('returns the chosen tickets to the editor; a priced ticket turns the waitlist off and shows why', async () => {
    answer([
      [
        funlyRelationOptions,
        (q) => ({
          list:
            q.type === 'ticket'
              ? [
                  { id: 4, product_type: 1, name: '普通观展票', sell_value: 5050, par_value: 8000, left: 100 },
                  { id: 5, product_type: 1, name: '免费入场券', sell_value: 0, par_value: 0, left: 20 },
                ]
              : [],
          count: 2,
          page_size: 20,
        }),
      ],
    ]);
    const { path } = renderAt('/funly-manage/create/500', routes);
    await screen.findByText('基本信息');
    type('如：周末车友自驾聚会', '付费体验日');
    fireEvent.click(screen.getByRole('switch', { name: '候补' }));
    click('选择门票');
    await waitFor(() => expect(path()).toBe('/funly-manage/create/selectRelation?type=ticket'));
    const option = await screen.findByText('普通观展票');
    expect(sent(funlyRelationOptions)[0]).toMatchObject({ type: 'ticket', keyword: '' });
    fireEvent.click(option);
    expect(screen.getByText(/已选 1 个/)).toBeTruthy();
    click('确定');

    await waitFor(() => expect(path()).toBe('/funly-manage/create/500'));
    await screen.findByText('普通观展票 ¥50.50');
    // the typed title survived the trip
    expect(screen.getByDisplayValue('付费体验日')).toBeTruthy();
    const waitlist = screen.getByRole('switch', { name: '候补' });
    expect(waitlist.getAttribute('aria-checked')).toBe('false');
    expect(waitlist.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('已关联收费门票，付费活动不能候补')).toBeTruthy();
    // the payment order appears in 高级设置 for a paid event
    fireEvent.click(screen.getByRole('button', { name: /高级设置/ }));
    expect(within(screen.getByText('支付顺序').closest('.adm-form-item')!).getByText('先填表后支付')).toBeTruthy();
  });

  it('an unknown type is refused', async () => {
    answer([]);
    renderAt('/funly-manage/create/selectRelation?type=bad', routes);
    await screen.findByText('参数错误');
  });
});
