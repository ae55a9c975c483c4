import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditDecide, auditInfo, type AuditRecord, type CallDef, type ReportCase } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import AuditDetailPage from './audit-detail-page';
import AuditListPage from './audit-list-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const audit: AuditRecord = {
  id: 12,
  type: 'report',
  type_label: '举报审核',
  target_id: 4,
  target_name: '帖子',
  business_name: '',
  status: 1,
  verify_type: '举报审核',
  avatar: '',
  nickname: '小李',
  create_time: 1780000000,
  remark: '',
};

const report: ReportCase = {
  module: 'bbs',
  module_label: '帖子',
  target_id: 31,
  title: '帖子',
  body: '低价出售二手头盔，加微信',
  images: ['/uploads/p1.jpg'],
  author_uid: 7,
  author_nickname: '老王',
  hidden: true,
  reports: [
    { nickname: '小李', reason_label: '垃圾广告', detail: '', images: [], create_time: 1780000000 },
    {
      nickname: '阿强',
      reason_label: '诈骗信息',
      detail: '让人先转账',
      images: ['/uploads/r1.jpg'],
      create_time: 1780000100,
    },
  ],
};

const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q?: { pass: boolean }) =>
    def === auditInfo
      ? Promise.resolve({ audit, item: null, report, changes: {} })
      : def === auditDecide
        ? Promise.resolve({ audit: { ...audit, status: q?.pass ? 2 : 3 } })
        : Promise.resolve({ list: [], count: 0, page_size: 10 })) as typeof api.call);
});

const routes = [
  { path: '/b/audit/:type/:id', element: <AuditDetailPage /> },
  { path: '/b/audit', element: <AuditListPage /> },
];

describe('举报审核', () => {
  it('shows the reported content, its author, 已隐藏 and every report', async () => {
    renderAt('/b/audit/report/12', routes);
    expect(await screen.findByText('低价出售二手头盔，加微信')).toBeTruthy();
    expect(screen.getByText('已隐藏')).toBeTruthy();
    expect(screen.getByRole('link', { name: '老王' }).getAttribute('href')).toBe('/personal/index?uid=7');
    expect(screen.getByText('2人')).toBeTruthy();
    expect(screen.getByAltText('被举报的图片1')).toBeTruthy();
    const reports = within(screen.getByRole('region', { name: '举报记录' }));
    expect(reports.getByText('垃圾广告')).toBeTruthy();
    expect(reports.getByText('让人先转账')).toBeTruthy();
    expect(reports.getByAltText('阿强的举报图片1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
  });

  it('保留内容 asks first, then passes', async () => {
    const { path } = renderAt('/b/audit/report/12', routes);
    fireEvent.click(await screen.findByRole('button', { name: '保留内容' }));
    await screen.findByText('确定保留该内容吗？被隐藏的内容将恢复显示');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(auditDecide)).toEqual([{ id: 12, pass: true, remark: '' }]));
    await waitFor(() => expect(path()).toBe('/start'));
  });

  it('下架 needs a reason, then rejects with it', async () => {
    renderAt('/b/audit/report/12', routes);
    fireEvent.click(await screen.findByRole('button', { name: '下架' }));
    const popup = (await screen.findByText('下架内容')).closest('.adm-center-popup') as HTMLElement;
    expect(within(popup).getByText('下架后内容仅发布者可见，发布者将收到下架原因')).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: '确定下架' }));
    expect(await within(popup).findByText('请填写下架原因')).toBeTruthy();
    expect(sentTo(auditDecide)).toHaveLength(0);
    fireEvent.change(within(popup).getByRole('textbox', { name: '下架原因' }), { target: { value: '发布诈骗信息' } });
    fireEvent.click(within(popup).getByRole('button', { name: '确定下架' }));
    await waitFor(() => expect(sentTo(auditDecide)).toEqual([{ id: 12, pass: false, remark: '发布诈骗信息' }]));
  });
});

describe('审核列表', () => {
  it('links to the feedback queue', async () => {
    const { path } = renderAt('/b/audit', routes);
    fireEvent.click(await screen.findByRole('link', { name: '意见反馈处理' }));
    expect(path()).toBe('/my/setting/feedback/list?queue=1');
  });
});
