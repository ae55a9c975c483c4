import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  funlyApplyAudit,
  funlyApplyInfo,
  funlyApplyList,
  funlyCheckinUndo,
  funlyOperatorList,
  funlyOperatorSave,
  funlyShow,
  funlySlotSave,
  type CallDef,
} from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import { runApplicationOf, runDetailOf, runOperatorOf } from '../components/run-test-data';
import RunApplicationReviewPage from './run-application-review-page';
import RunAppointPage from './run-appoint-page';
import RunAuditListPage from './run-audit-list-page';
import RunOperatorFormPage from './run-operator-form-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

type Answer = (q: Record<string, unknown>) => unknown;
let answers: Map<CallDef, Answer>;
const callsTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q as Record<string, unknown>);

beforeEach(() => {
  useSession.setState({ token: 't', uid: 2, businessId: 1 });
  vi.mocked(confirmAction).mockClear();
  answers = new Map<CallDef, Answer>([[funlyShow, () => runDetailOf()]]);
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: Record<string, unknown>) => {
    const a = answers.get(def);
    return a ? Promise.resolve().then(() => a(q)) : Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

describe('the application list of an event', () => {
  const counts = { '1': 4, '2': 2, '3': 1, '6': 3 };
  beforeEach(() => {
    answers.set(funlyApplyList, (q) => ({
      list:
        q.status === 1
          ? [runApplicationOf({ id: 32, nickname: '车友小张', status: 1, status_label: '报名成功' })]
          : [runApplicationOf()],
      count: 1,
      page_size: 20,
      counts,
    }));
    answers.set(funlyApplyAudit, () => runApplicationOf({ status: 1, status_label: '报名成功' }));
  });
  const open = () =>
    renderAt('/funly-manage/apply/auditList/9', [
      { path: '/funly-manage/apply/auditList/:id', element: <RunAuditListPage /> },
    ]);

  it('shows the status tabs with their counts, and a tab lists its status', async () => {
    open();
    expect(await screen.findByText('全部(10)')).toBeTruthy();
    for (const t of ['待审核(2)', '报名成功(4)', '候补中(1)', '待支付(0)', '已签到(3)', '已取消(0)', '未通过(0)'])
      expect(screen.getByText(t)).toBeTruthy();
    expect(await screen.findByRole('link', { name: '车友小王的报名' })).toBeTruthy();
    expect(screen.getByText('周末车友聚会')).toBeTruthy();
    fireEvent.click(screen.getByText('报名成功(4)'));
    expect(await screen.findByRole('link', { name: '车友小张的报名' })).toBeTruthy();
    expect(callsTo(funlyApplyList).some((q) => q.status === 1 && q.id === 9)).toBe(true);
  });

  it('searches by name or mobile', async () => {
    open();
    await screen.findByRole('link', { name: '车友小王的报名' });
    const box = screen.getByPlaceholderText('搜索姓名或手机号');
    fireEvent.change(box, { target: { value: '1380000' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(callsTo(funlyApplyList).some((q) => q.keyword === '1380000')).toBe(true));
  });

  it('approves a pending application from its row after a confirm; a row opens the review', async () => {
    const { path } = open();
    const row = await screen.findByRole('article', { name: '车友小王的报名' });
    fireEvent.click(within(row).getByRole('button', { name: '通过车友小王的报名' }));
    await waitFor(() => expect(callsTo(funlyApplyAudit)).toEqual([{ id: 31, pass: true, remark: '' }]));
    expect(confirmAction).toHaveBeenCalledWith('确定通过该报名吗？');
    expect(path()).toBe('/funly-manage/apply/auditList/9');
    fireEvent.click(row);
    await waitFor(() => expect(path()).toBe('/funly/applicationForm/review/31'));
  });

  it('explains a refusal (an account that is no organiser or operator)', async () => {
    const { ApiError } = await vi.importActual<typeof http>('../../../lib/http');
    answers.set(funlyApplyList, () => {
      throw new ApiError(10003, '无权操作该活动');
    });
    open();
    expect(await screen.findAllByText('暂无权限')).toBeTruthy();
  });
});

describe('reviewing one application', () => {
  const fields = [
    { key: 'f1', label: '姓名', kind: 'chinese_name' },
    { key: 'f2', label: '关注车型', kind: 'multi' },
    { key: 'f3', label: '车牌号', kind: 'text' },
  ];
  const open = () =>
    renderAt('/funly/applicationForm/review/31', [
      { path: '/funly/applicationForm/review/:id', element: <RunApplicationReviewPage /> },
    ]);

  it('labels every answer by its field; a decline needs a reason', async () => {
    answers.set(funlyApplyInfo, () => ({
      application: runApplicationOf({ slot_title: '上午场' }),
      fields,
      actions: { approve: true, decline: true, undo_checkin: false },
    }));
    answers.set(funlyApplyAudit, (q) => runApplicationOf({ status: q.pass ? 1 : 4 }));
    const { path } = open();
    expect(await screen.findByText('王小明')).toBeTruthy();
    expect(screen.getByText('SUV、轿车')).toBeTruthy();
    expect(screen.getByText('未填写')).toBeTruthy();
    expect(screen.getByText('上午场')).toBeTruthy();
    expect(screen.getByText('1人')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定驳回' }));
    expect(await screen.findByText('驳回时请填写原因')).toBeTruthy();
    expect(callsTo(funlyApplyAudit)).toEqual([]);
    fireEvent.change(screen.getByPlaceholderText('请填写驳回原因，报名者将看到这段说明'), {
      target: { value: ' 名额已预留给会员 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(path()).toBe('/start'));
    expect(callsTo(funlyApplyAudit)).toEqual([{ id: 31, pass: false, remark: '名额已预留给会员' }]);
  });

  it('undoes a check-in after a confirm when the server allows it', async () => {
    answers.set(funlyApplyInfo, () => ({
      application: runApplicationOf({ status: 6, status_label: '已签到', checked_in_at: 1_750_010_000 }),
      fields,
      actions: { approve: false, decline: false, undo_checkin: true },
    }));
    answers.set(funlyCheckinUndo, () => runApplicationOf({ status: 1 }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '撤销签到' }));
    await waitFor(() => expect(callsTo(funlyCheckinUndo)).toEqual([{ id: 31 }]));
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toContain('确定撤销签到吗？');
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
  });
});

describe('appointment slots', () => {
  it('lists slots with booked/capacity; the add form checks its fields before sending', async () => {
    answers.set(funlyShow, () =>
      runDetailOf({
        slots: [
          { id: 1, title: '上午场', start_time: 1_750_000_000, end_time: 1_750_010_000, capacity: 20, booked: 5 },
        ],
      }),
    );
    answers.set(funlySlotSave, () => ({ slots: [] }));
    renderAt('/funly-manage/appoint/9', [{ path: '/funly-manage/appoint/:id', element: <RunAppointPage /> }]);
    const card = await screen.findByRole('article', { name: '上午场' });
    expect(card.textContent).toContain('已约 5 / 20');
    // a slot with bookings cannot be deleted
    expect(within(card).queryByRole('button', { name: '删除上午场' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '添加时段' }));
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入时段名称')).toBeTruthy();
    expect(screen.getByText('请选择开始时间')).toBeTruthy();
    expect(screen.getByText('请选择结束时间')).toBeTruthy();
    expect(screen.getByText('请输入可约人数')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入可约人数'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('可约人数至少1人')).toBeTruthy();
    expect(callsTo(funlySlotSave)).toEqual([]);
  });

  it('edits a slot: the values are sent with its id', async () => {
    answers.set(funlyShow, () =>
      runDetailOf({
        slots: [
          { id: 1, title: '上午场', start_time: 1_750_000_000, end_time: 1_750_010_000, capacity: 20, booked: 0 },
        ],
      }),
    );
    answers.set(funlySlotSave, () => ({ slots: [] }));
    renderAt('/funly-manage/appoint/9', [{ path: '/funly-manage/appoint/:id', element: <RunAppointPage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: '编辑上午场' }));
    fireEvent.change(await screen.findByPlaceholderText('请输入可约人数'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(funlySlotSave)).toEqual([
        { id: 9, slot_id: 1, title: '上午场', start_time: 1_750_000_000, end_time: 1_750_010_000, capacity: 30 },
      ]),
    );
  });
});

describe('the operator form', () => {
  it('checks the mobile with the spec 5 rule and explains the roles', async () => {
    answers.set(funlyOperatorSave, () => runOperatorOf());
    renderAt('/funly-manage/operator/create/9', [
      { path: '/funly-manage/operator/create/:pid', element: <RunOperatorFormPage /> },
    ]);
    expect(await screen.findByText('管理员：可管理报名（审核、撤销签到）和预约时段')).toBeTruthy();
    expect(screen.getByText('签到员：只能扫描入场码为报名者签到')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入姓名')).toBeTruthy();
    expect(screen.getByText('请选择角色')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入运营人员手机号'), { target: { value: '2380000000' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(callsTo(funlyOperatorSave)).toEqual([]);
    fireEvent.change(screen.getByPlaceholderText('请输入运营人员手机号'), { target: { value: '+86 138 0000 0008' } });
    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: ' 签到小李 ' } });
    fireEvent.click(screen.getByText('签到员'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(funlyOperatorSave)).toEqual([{ id: 9, mobile: '13800000008', name: '签到小李', role: 'checkin' }]),
    );
  });

  it('edits an operator: the mobile is fixed, name and role are sent with its id', async () => {
    answers.set(funlyOperatorList, () => ({ list: [runOperatorOf()], count: 1, page_size: 100 }));
    answers.set(funlyOperatorSave, () => runOperatorOf({ role: 'manager' }));
    renderAt('/funly-manage/operator/edit/9/3', [
      { path: '/funly-manage/operator/edit/:pid/:id', element: <RunOperatorFormPage /> },
    ]);
    const mobile = (await screen.findByPlaceholderText('请输入运营人员手机号')) as HTMLInputElement;
    expect(mobile.disabled).toBe(true);
    expect(mobile.value).toBe('13800000008');
    fireEvent.click(screen.getByText('管理员'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(funlyOperatorSave)).toEqual([{ id: 9, operator_id: 3, name: '签到小李', role: 'manager' }]),
    );
  });
});
