import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myBusinesses, statisticsGuard, statisticsGuardSettings, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import type { GuardScreen } from '../hooks/use-guard';
import { sentTo } from '../components/statistics-test-data';
import GuardPage from './guard-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [{ path: '/guard/index', element: <GuardPage /> }];
const point = { id: 1, name: '东门', item_name: '车展门票', last15: 30, today: 410, per_minute: 2, alert: false };
const first: GuardScreen = {
  project: { id: 3, name: '2026重庆车展', capacity: 1000, alert_per_minute: 5 },
  projects: [
    { id: 3, name: '2026重庆车展' },
    { id: 4, name: '新春试驾会' },
  ],
  today_total: 520,
  capacity_percent: 52,
  points: [point, { ...point, id: 2, name: '西门', last15: 15, today: 110, per_minute: 1 }],
  version: 'v1',
  updated_at: 1_780_000_000,
};
/** a write-off at 东门 after v1: 东门 passes the threshold */
const second: GuardScreen = {
  ...first,
  today_total: 521,
  capacity_percent: 52.1,
  points: [{ ...point, last15: 90, today: 411, per_minute: 6, alert: true }, first.points[1]!],
  version: 'v2',
};

/** lets the long poll with v1 answer (a write-off happened) */
let writeOff: () => void;
let role: string;
let settingsSent: unknown[];
const versions = () => sentTo(statisticsGuard).map((q) => q.version);

beforeEach(() => {
  role = 'owner';
  settingsSent = [];
  useSession.setState({ token: 't', uid: 2, businessId: 1 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q?: Record<string, unknown>, o?: { signal?: AbortSignal }) => {
    if (def === myBusinesses)
      return Promise.resolve({ list: [{ business_id: 1, business_name: '示例车展运营公司', roles: [role] }] });
    if (def === statisticsGuardSettings) {
      settingsSent.push(q);
      return Promise.resolve({ capacity: q?.capacity, alert_per_minute: q?.alert_per_minute });
    }
    if (def === statisticsGuard) {
      if (q?.version === undefined)
        return Promise.resolve(
          q?.project_id === 4
            ? { ...first, project: { ...first.project!, id: 4, name: '新春试驾会' }, points: [] }
            : first,
        );
      // a long poll: answers when told (v1) or never (v2), and stops when aborted
      return new Promise<GuardScreen>((resolve, reject) => {
        if (q.version === 'v1') writeOff = () => resolve(second);
        o?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

const total = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name} `) });

describe('/guard/index', () => {
  it('shows today against the capacity, the last 15 minutes and each point in large figures', async () => {
    renderAt('/guard/index', routes);
    expect(await screen.findByRole('heading', { name: '2026重庆车展' })).toBeTruthy();
    expect(total('今日入场').textContent).toContain('520');
    expect(total('今日入场').textContent).toContain('场馆容量 1000 · 52%');
    expect(screen.getByLabelText('已达场馆容量的52%')).toBeTruthy();
    expect(total('近15分钟').textContent).toContain('45');
    const east = screen.getByRole('article', { name: '东门' });
    expect(within(east).getByText('车展门票')).toBeTruthy();
    expect(within(east).getByText('近15分钟').nextSibling?.textContent).toBe('30');
    expect(within(east).getByText('每分钟').nextSibling?.textContent).toBe('2');
    expect(within(east).getByText('今日').nextSibling?.textContent).toBe('410');
    expect(screen.queryByText('预警')).toBeNull();
  });

  it('re-polls with the last version and shows the new count; an alerting point says 预警', async () => {
    renderAt('/guard/index', routes);
    await screen.findByRole('heading', { name: '2026重庆车展' });
    await waitFor(() => expect(versions()).toEqual([undefined, 'v1']));
    act(() => writeOff());
    await waitFor(() => expect(total('今日入场').textContent).toContain('521'));
    const east = screen.getByRole('article', { name: '东门，预警' });
    expect(within(east).getByText('预警')).toBeTruthy();
    expect(within(east).getByText('每分钟').nextSibling?.textContent).toBe('6');
    expect(screen.getByRole('alert').textContent).toBe('预警：1个核销点入场过快');
    await waitFor(() => expect(versions()).toEqual([undefined, 'v1', 'v2']));
  });

  it('pauses while the page is hidden and reads afresh when it shows again', async () => {
    renderAt('/guard/index', routes);
    await screen.findByRole('heading', { name: '2026重庆车展' });
    await waitFor(() => expect(versions()).toEqual([undefined, 'v1']));
    const signal = () => (vi.mocked(api.call).mock.calls.at(-1)?.[2] as { signal: AbortSignal }).signal;
    const polling = signal();
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(polling.aborted).toBe(true);
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(versions()).toEqual([undefined, 'v1', undefined, 'v1']));
  });

  it('another project is chosen from the picker', async () => {
    renderAt('/guard/index', routes);
    await screen.findByRole('heading', { name: '2026重庆车展' });
    fireEvent.click(within(screen.getByRole('group', { name: '选择项目' })).getByText('新春试驾会'));
    expect(await screen.findByRole('heading', { name: '新春试驾会' })).toBeTruthy();
    expect(sentTo(statisticsGuard).at(-2)).toEqual({ project_id: 4 });
    expect(screen.getByText('暂无核销点')).toBeTruthy();
  });

  it('设置 checks the capacity and the threshold with the contract’s rule, then saves them', async () => {
    renderAt('/guard/index', routes);
    await screen.findByRole('heading', { name: '2026重庆车展' });
    fireEvent.click(screen.getByRole('button', { name: '设置' }));
    const capacity = await screen.findByLabelText('场馆容量', { selector: 'input' });
    const threshold = screen.getByLabelText('预警值', { selector: 'input' });
    expect((capacity as HTMLInputElement).value).toBe('1000');
    fireEvent.change(capacity, { target: { value: '' } });
    fireEvent.change(threshold, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入场馆容量')).toBeTruthy();
    expect(screen.getByText('预警值不能为负')).toBeTruthy();
    fireEvent.change(capacity, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('场馆容量为整数')).toBeTruthy();
    expect(settingsSent).toHaveLength(0);
    fireEvent.change(capacity, { target: { value: '2000' } });
    fireEvent.change(threshold, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(settingsSent).toEqual([{ project_id: 3, capacity: 2000, alert_per_minute: 8 }]));
    // read afresh after saving
    await waitFor(() => expect(versions().filter((v) => v === undefined)).toHaveLength(2));
  });

  it('a checker sees the screen without 设置', async () => {
    role = 'checker';
    renderAt('/guard/index', routes);
    await screen.findByRole('heading', { name: '2026重庆车展' });
    expect(screen.queryByRole('button', { name: '设置' })).toBeNull();
  });

  it('without a published project it says so', async () => {
    vi.mocked(api.call).mockImplementation(((def: CallDef) =>
      Promise.resolve(
        def === myBusinesses
          ? { list: [{ business_id: 1, business_name: '示例车展运营公司', roles: ['owner'] }] }
          : { ...first, project: null, projects: [], points: [], today_total: 0, capacity_percent: 0 },
      )) as typeof api.call);
    renderAt('/guard/index', routes);
    expect(await screen.findByText('暂无已发布的项目')).toBeTruthy();
  });
});
