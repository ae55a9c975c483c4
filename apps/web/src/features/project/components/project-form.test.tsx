import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorCode, myBusinesses, projectInfo, projectSave, type CallDef, type Project } from '@kc/shared';
import { createQueryClient } from '../../../lib/query-client';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { withRouteHandles } from '../../../test/route-handles';
import ProjectFormPage from '../pages/project-form-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const draft = (over: Partial<Project> = {}): Project => ({
  id: 4,
  state: 'draft',
  name: '摩博会骑行节',
  kind: null,
  start_time: null,
  end_time: null,
  venue: '',
  address: '',
  cover: '',
  intro: '',
  updated_at: 1780000000,
  ...over,
});

const renderAt = (url: string, save: (q: Record<string, unknown>) => unknown, info: () => Project = () => draft()) => {
  useSession.setState({ token: 't', businessId: 1 });
  vi.mocked(api.call).mockImplementation(((def: CallDef, q?: Record<string, unknown>) => {
    if (def === myBusinesses)
      return Promise.resolve({ list: [{ business_id: 1, business_name: '示例', roles: ['owner'] }] });
    if (def === projectInfo) return Promise.resolve(info());
    if (def === projectSave) return Promise.resolve().then(() => save(q ?? {}));
    return Promise.reject(new Error(def.path));
  }) as typeof api.call);
  const router = createMemoryRouter(
    withRouteHandles([
      { path: '/project/create', element: <ProjectFormPage /> },
      { path: '/project/draft/:id', element: <ProjectFormPage /> },
      { path: '/project/manage', element: <p>项目管理页</p> },
    ]),
    { initialEntries: ['/project/manage', url], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};
const saves = () =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === projectSave)
    .map(([, q]) => q);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('project form', () => {
  it('发布 names what is missing before sending; 保存草稿 sends what is filled in and resumes on the draft page', async () => {
    const router = renderAt('/project/create', (q) => draft({ name: q.name as string }));
    fireEvent.click(await screen.findByRole('button', { name: '发布' }));
    for (const m of ['请输入项目名称', '请选择项目类型', '请选择开始日期', '请选择结束日期', '请输入场馆'])
      expect(screen.getByText(m, { selector: '.field-error' })).toBeTruthy();
    expect(saves()).toHaveLength(0);

    fireEvent.change(screen.getByPlaceholderText('如：2026重庆国际车展'), { target: { value: ' 摩博会骑行节 ' } });
    fireEvent.click(screen.getByText('赛事'));
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/draft/4'));
    expect(saves()[0]).toEqual({ publish: false, name: '摩博会骑行节', kind: 2, address: '', intro: '' });
    await screen.findByDisplayValue('摩博会骑行节');
  });

  it('maps the server’s field errors of a publish onto the fields', async () => {
    renderAt(
      '/project/draft/4',
      () => {
        throw new ApiError(ErrorCode.VALIDATION, '结束日期不能早于开始日期', {
          fields: [{ field: 'end_time', message: '结束日期不能早于开始日期' }],
        });
      },
      () => draft({ kind: 1, start_time: 1780000000, end_time: 1780086400, venue: '博览中心' }),
    );
    await screen.findByDisplayValue('摩博会骑行节');
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await screen.findByText('结束日期不能早于开始日期', { selector: '.field-error' });
    expect(saves()[0]).toMatchObject({ id: 4, publish: true, kind: 1, venue: '博览中心' });
  });
});
