import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { submissionInfo, submissionReview, type CallDef, type Submission } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../test-helpers';
import { SubmissionReview } from './submission-review';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

const submission: Submission = {
  id: 8,
  item_id: 3,
  item_name: '媒体邀请函',
  user_id: 1,
  nickname: '观众小王',
  avatar: '',
  mobile: '138****0001',
  values: { f1: '王小明', f2: ['轿车', 'SUV'], f3: ['重庆市', '重庆市', '渝北区'], old: '旧字段的值' },
  status: 1,
  remark: '',
  issued: false,
  create_time: 1_750_000_000,
};
const form = {
  id: 1,
  title: '媒体报名表',
  description: '',
  updated_at: 0,
  fields: [
    { key: 'f1', kind: 'chinese_name', label: '姓名', required: true, options: [], placeholder: '' },
    { key: 'f2', kind: 'multi', label: '关注车型', required: false, options: ['轿车', 'SUV'], placeholder: '' },
    { key: 'f3', kind: 'region', label: '所在地区', required: false, options: [], placeholder: '' },
    { key: 'f4', kind: 'text', label: '单位', required: false, options: [], placeholder: '' },
  ],
};

const reviews = () =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([def]) => def === submissionReview)
    .map(([, q]) => q);
const renderReview = () => {
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: { pass?: boolean }) =>
    Promise.resolve(
      def === submissionInfo ? { submission, form } : { ...submission, status: q.pass ? 2 : 3 },
    )) as never);
  return renderAt('/enter-form/audit/8', [{ path: '/enter-form/audit/:id', element: <SubmissionReview id={8} /> }]);
};

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(confirmAction).mockClear();
});

describe('reviewing a sign-up', () => {
  it('shows who signed up and the values under the form’s labels', async () => {
    renderReview();
    expect(await screen.findByText('观众小王')).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.getByText('报名：媒体邀请函')).toBeTruthy();
    expect(screen.getByText('王小明')).toBeTruthy();
    expect(screen.getByText('轿车、SUV')).toBeTruthy();
    expect(screen.getByText('重庆市 重庆市 渝北区')).toBeTruthy();
    expect(screen.getByText('未填写')).toBeTruthy();
    expect(screen.getByText('旧字段的值')).toBeTruthy();
  });

  it('a reject needs a remark; with one it is sent and the list comes back', async () => {
    const router = renderReview();
    await screen.findByText('观众小王');
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定驳回' }));
    expect(await screen.findByText('驳回时请填写原因')).toBeTruthy();
    expect(reviews()).toEqual([]);
    fireEvent.change(screen.getByPlaceholderText('请填写驳回原因，报名者将看到这段说明'), {
      target: { value: ' 信息不实 ' },
    });
    expect(screen.queryByText('驳回时请填写原因')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(reviews()).toEqual([{ id: 8, pass: false, remark: '信息不实' }]);
  });

  it('通过 asks first, then passes', async () => {
    const router = renderReview();
    await screen.findByText('观众小王');
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(confirmAction).toHaveBeenCalledWith('确定通过该报名吗？');
    expect(reviews()).toEqual([{ id: 8, pass: true, remark: '' }]);
  });
});
