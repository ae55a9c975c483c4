import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { partyShare, rideCancel, rideLike, rideList, rideShow, type CallDef, type RideDetail } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import RideSearchPage from './ride-search-page';
import RideTogetherPage from './ride-together-page';
import { pageOf, rideCard, rideDetail } from './rider-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/location', async () => {
  const { create } = await import('zustand');
  return {
    useLocation: create(() => ({ pos: null, locating: false })),
    resolveLocation: vi.fn(() => Promise.resolve({ status: 'fail', error: 'x' })),
  };
});
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

type Handler = (def: CallDef, query: unknown) => Promise<unknown>;
const serve = (h: Handler) => vi.mocked(api.call).mockImplementation(h as never);
const callsTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);
const open = (url: string) => renderAt(url, [{ path: '/funly/rideTogether', element: <RideTogetherPage /> }]);
const actions = (over: Partial<RideDetail['actions']>): RideDetail['actions'] => ({
  ...rideDetail().actions,
  apply: false,
  ...over,
});

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(confirmAction).mockClear();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/funly/rideTogether (list)', () => {
  it('lists open rides as cards, with the search and platform entries', async () => {
    serve((def) =>
      def === rideList
        ? Promise.resolve(
            pageOf([
              rideCard(),
              rideCard({
                id: 8,
                title: '夜骑南山',
                fee: 0,
                away_km: null,
                capacity: 0,
                route_end: '南山',
                distance_km: 30,
              }),
            ]),
          )
        : Promise.reject(new Error('unexpected')),
    );
    const { path } = open('/funly/rideTogether');
    expect(await screen.findByText('环金佛山周末骑')).toBeTruthy();
    expect(screen.getByText('南坪 → 金佛山 · 180.5 km')).toBeTruthy();
    expect(screen.getByText('南坪 → 南山 · 30 km')).toBeTruthy();
    expect(screen.getByText('距离 3.46km')).toBeTruthy();
    expect(screen.getByText('距离 未知')).toBeTruthy();
    expect(screen.getByText('¥50.00/人')).toBeTruthy();
    expect(screen.getByText('免费')).toBeTruthy();
    expect(screen.getByText('已报6/20人')).toBeTruthy();
    expect(screen.getByText('已报6人 · 不限人数')).toBeTruthy();
    expect(screen.getAllByText('报名中').length).toBe(2);
    expect(screen.getAllByText('中速 · 进阶').length).toBe(2);
    expect(screen.getAllByText('领队：老王').length).toBe(2);
    expect(callsTo(rideList)[0]).toEqual({ keyword: '', page: 1, page_size: 10 });

    fireEvent.click(screen.getByRole('button', { name: '搜索骑行名称、集合地点、路线' }));
    expect(path()).toBe('/funly/search/ride');
  });

  it('a card opens the detail; 约骑平台 opens the platform', async () => {
    serve(() => Promise.resolve(pageOf([rideCard()])));
    const first = open('/funly/rideTogether');
    fireEvent.click(await screen.findByRole('link', { name: '环金佛山周末骑' }));
    expect(first.path()).toBe('/funly/rideTogether?id=7');
  });
});

describe('/funly/rideTogether?id= (detail)', () => {
  it('shows the ride in full; 立即报名 opens the apply form', async () => {
    serve(() => Promise.resolve(rideDetail()));
    const { path } = open('/funly/rideTogether?id=7');
    expect(await screen.findByRole('heading', { name: '环金佛山周末骑' })).toBeTruthy();
    expect(callsTo(rideShow)[0]).toEqual({ id: 7 });
    expect(screen.getByText('南岸区江南大道')).toBeTruthy();
    expect(screen.getByText('地图位置：29.53000, 106.56000')).toBeTruthy();
    expect(screen.getByText('排量≥250cc；街车、探险')).toBeTruthy();
    expect(screen.getByText('油费过路费AA')).toBeTruthy();
    expect(screen.getByText('收队')).toBeTruthy();
    expect(screen.getByText('1. 南川服务区')).toBeTruthy();
    expect(screen.getByText('2. 金佛山北坡')).toBeTruthy();
    expect(screen.getByText(/500米内/)).toBeTruthy();
    expect(screen.getByText('一起去金佛山看云海')).toBeTruthy();
    expect(screen.getByText(/请全程佩戴头盔护具/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消报名' })).toBeNull();
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: '立即报名' }));
    const m = /^\/funly\/rideForm\/form\/0\/7\/(\d+)$/.exec(path());
    expect(m).toBeTruthy();
    expect(Number(m![1])).toBeGreaterThanOrEqual(before);
  });

  it('shows only the hint when nothing is allowed', async () => {
    serve(() => Promise.resolve(rideDetail({ actions: actions({ apply_hint: '报名已截止' }) })));
    open('/funly/rideTogether?id=7');
    expect(await screen.findByText('报名已截止')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即报名' })).toBeNull();
    expect(screen.queryByRole('button', { name: '去打卡' })).toBeNull();
  });

  it('取消报名 asks first, then cancels the application by its id', async () => {
    const mine = { id: 41, status: 2, status_label: '待审核', passengers: 0, remark: '', location_on: false };
    serve((def) =>
      def === rideCancel
        ? Promise.resolve({ id: 41, status: 5 })
        : Promise.resolve(rideDetail({ mine, actions: actions({ apply_hint: '你已报名', cancel: true }) })),
    );
    open('/funly/rideTogether?id=7');
    expect(await screen.findByText('你已报名')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消报名' }));
    await waitFor(() => expect(callsTo(rideCancel)).toEqual([{ id: 41 }]));
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toBe('确定取消报名？取消后名额将让给其他骑友');
  });

  it('nothing is cancelled when the confirmation is declined', async () => {
    vi.mocked(confirmAction).mockResolvedValueOnce(false);
    const mine = { id: 41, status: 1, status_label: '已通过', passengers: 0, remark: '', location_on: false };
    serve(() => Promise.resolve(rideDetail({ mine, actions: actions({ cancel: true }) })));
    open('/funly/rideTogether?id=7');
    fireEvent.click(await screen.findByRole('button', { name: '取消报名' }));
    await waitFor(() => expect(confirmAction).toHaveBeenCalled());
    expect(callsTo(rideCancel)).toEqual([]);
  });

  it('去打卡, 纪念标记 and 管理 follow the actions', async () => {
    serve(() =>
      Promise.resolve(
        rideDetail({ phase: 3, phase_label: '骑行中', actions: actions({ clockin: true, mark: true, manage: true }) }),
      ),
    );
    const { path, router } = open('/funly/rideTogether?id=7');
    fireEvent.click(await screen.findByRole('button', { name: '去打卡' }));
    expect(path()).toBe('/funly/rideTogether/clockin?id=7');
    await router.navigate(-1);
    fireEvent.click(await screen.findByRole('button', { name: '纪念标记' }));
    expect(path()).toBe('/funly/rideTogether/genMark?id=7');
    await router.navigate(-1);
    fireEvent.click(await screen.findByRole('button', { name: '管理' }));
    expect(path()).toBe('/funly-ride/manage');
  });

  it('toggles the like with the server’s count; share asks partyShare', async () => {
    serve((def, q) => {
      if (def === rideLike) {
        const like = (q as { like: number }).like === 1;
        return Promise.resolve({ liked: like, like_count: like ? 4 : 3 });
      }
      if (def === partyShare)
        return Promise.resolve({ title: 't', desc: '', link: 'https://x/l', imgUrl: '', spm: 's' });
      return Promise.resolve(rideDetail());
    });
    open('/funly/rideTogether?id=7');
    fireEvent.click(await screen.findByRole('button', { name: '点赞，已有3人点赞' }));
    const liked = await screen.findByRole('button', { name: '取消点赞，已有4人点赞' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(rideLike)).toEqual([{ id: 7, like: 1 }]);
    fireEvent.click(liked);
    expect(await screen.findByRole('button', { name: '点赞，已有3人点赞' })).toBeTruthy();
    expect(callsTo(rideLike)[1]).toEqual({ id: 7, like: 0 });
    fireEvent.click(screen.getByRole('button', { name: '分享骑行' }));
    await waitFor(() => expect(callsTo(partyShare)).toEqual([{ id: 7 }]));
  });

  it('a bad id shows 骑行不存在', () => {
    open('/funly/rideTogether?id=abc');
    expect(screen.getByText('骑行不存在')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });
});

describe('/funly/search/ride', () => {
  it('searches rides by keyword and opens one', async () => {
    localStorage.clear();
    serve(() => Promise.resolve(pageOf([rideCard()])));
    const { path } = renderAt('/funly/search/ride', [{ path: '/funly/search/ride', element: <RideSearchPage /> }]);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: '金佛山' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('link', { name: '环金佛山周末骑' }));
    expect(callsTo(rideList)[0]).toEqual({ keyword: '金佛山', page: 1, page_size: 10 });
    expect(path()).toBe('/funly/rideTogether?id=7');
    expect(localStorage.getItem('ride-search-history')).toBe('["金佛山"]');
  });
});
