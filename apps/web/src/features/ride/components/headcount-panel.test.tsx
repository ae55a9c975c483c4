import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rideClockinReview, rideHeadcount, type CallDef, type RideHeadcount } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import { HeadcountPanel } from './headcount-panel';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const checkpoint = {
  seq: 1,
  latitude: 29.5,
  longitude: 107.1,
  radius: 300,
  open_time: 1790000000,
  close_time: 1790010000,
};
const first: RideHeadcount = {
  version: 'v1',
  riders: [
    { application_id: 0, user_id: 2, nickname: '老王', avatar: '', role: 'leader', passengers: 0 },
    { application_id: 41, user_id: 9, nickname: '骑友小李', avatar: '', role: 'sweeper', passengers: 1 },
    { application_id: 43, user_id: 11, nickname: '骑友小赵', avatar: '', role: null, passengers: 0 },
  ],
  checkpoints: [
    {
      id: 71,
      name: '服务区',
      ...checkpoint,
      reached: [{ user_id: 2, nickname: '老王', time: 1790000600, status: 1 }],
      missing: [
        { user_id: 9, nickname: '骑友小李' },
        { user_id: 11, nickname: '骑友小赵' },
      ],
    },
  ],
  review: [
    {
      id: 501,
      checkpoint_id: 71,
      status: 2,
      status_label: '待领队确认',
      distance_m: 820,
      reason: '距打卡点820米，超出300米打卡范围',
      create_time: 1790000900,
      user_id: 9,
      nickname: '骑友小李',
      checkpoint_name: '服务区',
      lat: 29.507,
      lng: 107.1,
    },
  ],
};
/** the next answer: 骑友小赵 clocked in (a new version) */
const second: RideHeadcount = {
  ...first,
  version: 'v2',
  checkpoints: [
    {
      ...first.checkpoints[0]!,
      reached: [...first.checkpoints[0]!.reached, { user_id: 11, nickname: '骑友小赵', time: 1790001200, status: 1 }],
      missing: [{ user_id: 9, nickname: '骑友小李' }],
    },
  ],
};

let signals: AbortSignal[];
/** lets the long poll with v1 answer (a clock-in happened) */
let clockIn: () => void;
const versions = () =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === rideHeadcount)
    .map(([, q]) => (q as { version?: string }).version);

beforeEach(() => {
  useSession.setState({ token: 't', uid: 2 });
  signals = [];
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((
    def: CallDef,
    q: { id: number; version?: string; pass?: boolean },
    o?: { signal?: AbortSignal },
  ) => {
    if (def === rideClockinReview) return Promise.resolve({ ...first.review[0]!, status: q.pass ? 1 : 3 });
    if (def !== rideHeadcount) return Promise.reject(new Error(def.path));
    if (o?.signal) signals.push(o.signal);
    if (q.version === undefined) return Promise.resolve(first);
    if (q.version === 'v1') return new Promise<RideHeadcount>((r) => (clockIn = () => r(second)));
    // nothing changes any more: wait until aborted
    return new Promise<RideHeadcount>((_, reject) =>
      o?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
    );
  }) as typeof api.call);
});

const open = () => renderAt('/clockin', [{ path: '/clockin', element: <HeadcountPanel rideId={21} /> }]);

describe('HeadcountPanel', () => {
  it('shows each checkpoint, the review queue and the riders; a new clock-in appears without a reload', async () => {
    open();
    const cp = await screen.findByRole('region', { name: '打卡点服务区' });
    expect(within(cp).getByText('已到 1 · 未到 2')).toBeTruthy();
    const queue = screen.getByRole('region', { name: '待确认打卡' });
    expect(within(queue).getByText('距打卡点820米，超出300米打卡范围')).toBeTruthy();
    expect(within(queue).getByText(/距打卡点 820 米/)).toBeTruthy();
    const riders = screen.getByRole('region', { name: '骑友名单' });
    expect(within(riders).getByText('3 人（另有同乘 1 人）')).toBeTruthy();
    expect(within(riders).getByText('收队')).toBeTruthy();
    // the long poll with the last version brings 骑友小赵's clock-in
    await waitFor(() => expect(versions()).toEqual([undefined, 'v1']));
    clockIn();
    await waitFor(() => expect(within(cp).getByText('已到 2 · 未到 1')).toBeTruthy());
    expect(versions().slice(0, 3)).toEqual([undefined, 'v1', 'v2']);
  });

  it('decides a clock-in waiting for review', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '通过骑友小李在服务区的打卡' }));
    // the toast first: it shows for 2 s from the answer, so a wait in between could miss it on a busy machine
    expect(await screen.findByText('已通过')).toBeTruthy();
    expect(
      vi
        .mocked(api.call)
        .mock.calls.filter(([d]) => d === rideClockinReview)
        .map(([, q]) => q),
    ).toEqual([{ id: 501, pass: true }]);
  });

  it('stops polling when unmounted', async () => {
    open();
    await waitFor(() => expect(versions()).toEqual([undefined, 'v1']));
    clockIn();
    await waitFor(() => expect(versions()).toContain('v2'));
    cleanup();
    expect(signals.every((s) => s.aborted)).toBe(true);
  });
});
