import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  drawOrder,
  entrantsHash,
  lotteryEnter,
  lotteryMy,
  lotteryShow,
  myBusinesses,
  projectList,
  seedHash,
  sha256Hex,
  type CallData,
  type CallDef,
  type LotteryDetail,
} from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { trackUpload } from '../../../lib/upload';
import { renderAt } from '../../../test/render-at';
import LotteryEditPage from './lottery-edit-page';
import LotteryMyPage from './lottery-my-page';
import LotteryShowPage from './lottery-show-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const answer = (pairs: [CallDef, (q: unknown) => unknown][]) =>
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: unknown) => {
    const h = pairs.find(([d]) => d === def)?.[1];
    if (!h) return Promise.reject(new Error(`unexpected ${def.path}`));
    return Promise.resolve(h(q));
  }) as never);

const SEED = sha256Hex('web test seed');
const ENTRANTS = [11, 12, 13, 14, 15];
const HASH = entrantsHash(ENTRANTS);
const ORDER = drawOrder(SEED, HASH, ENTRANTS);

/** A drawn lottery whose winners are what the seed and list give (the first winner absent, replaced). */
const drawn = (over: Partial<LotteryDetail> = {}): LotteryDetail => ({
  id: 7,
  title: '开幕幸运大抽奖',
  project_name: '2026 山城国际车展',
  state: 'drawn',
  state_label: '已开奖',
  draw_at: 1_790_000_000,
  entrant_count: 5,
  top_prize: '一等奖 智能电动自行车',
  cover: '/p1.svg',
  prize_count: 2,
  business_name: '示例车展运营公司',
  rules: '每人限参与一次。',
  method: '公开可验证随机抽取',
  conditions: { hold_ticket: true, checked_in_today: false, labels: ['持有「2026 山城国际车展」的有效门票'] },
  prizes: [
    {
      id: 1,
      sort: 1,
      level: '一等奖',
      name: '智能电动自行车',
      image: '/p1.svg',
      value: 299_900,
      stock: 1,
      odds: '1/5',
    },
    { id: 2, sort: 2, level: '二等奖', name: '车载冰箱', image: '', value: 59_900, stock: 1, odds: '1/5' },
  ],
  fairness: { seed_hash: seedHash(SEED), entrants_hash: HASH, entrants: ENTRANTS, seed: SEED },
  winners: [
    { position: 0, prize: 1, state: 'absent' as const },
    { position: 1, prize: 1, state: 'confirmed' as const },
    { position: 2, prize: 2, state: 'confirmed' as const },
  ].map((w, i) => ({
    id: i + 1,
    position: w.position,
    user_id: ORDER[w.position]!,
    masked_mobile: `139****000${w.position}`,
    prize_id: w.prize,
    prize_name: w.prize === 1 ? '智能电动自行车' : '车载冰箱',
    level: w.prize === 1 ? '一等奖' : '二等奖',
    state: w.state,
    state_label: w.state === 'absent' ? '未到场' : '已领奖',
  })),
  me: {
    entered: true,
    entry_no: 3,
    can_enter: false,
    reason: '报名已截止',
    result: 'won',
    result_label: '中奖',
    prize_name: '智能电动自行车',
  },
  ...over,
});

const routes = [
  { path: '/little-action/lottery/show/:id', element: <LotteryShowPage /> },
  { path: '/little-action/lottery/my', element: <LotteryMyPage /> },
  { path: '/little-action/lottery/edit', element: <LotteryEditPage /> },
];

beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  vi.mocked(api.call).mockReset();
});

describe('LotteryShowPage', () => {
  it('shows prizes with value, stock and odds, the result, and 验证结果 recomputes to 一致', async () => {
    answer([[lotteryShow, () => drawn()]]);
    renderAt('/little-action/lottery/show/7', routes);
    expect(await screen.findByRole('heading', { name: '开幕幸运大抽奖' })).toBeTruthy();
    const prizes = screen.getByRole('region', { name: '奖品设置' });
    expect(prizes.textContent).toContain('价值 ¥2999.00 · 数量 1 · 中奖概率 1/5');
    expect(screen.getByAltText('一等奖：智能电动自行车')).toBeTruthy();
    expect(screen.getByTestId('lottery-me').textContent).toContain('恭喜中奖：智能电动自行车');
    const verify = screen.getByRole('region', { name: '验证结果' });
    expect(verify.textContent).toContain(seedHash(SEED));
    expect(verify.textContent).toContain(SEED);
    fireEvent.click(screen.getByRole('button', { name: '在本机重新计算并核对' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^一致/);
  });

  it('says 不一致 when a winner differs from the recomputation', async () => {
    const d = drawn();
    const swapped = { ...d, winners: d.winners.map((w, i) => (i === 1 ? { ...w, user_id: ORDER[4]! } : w)) };
    answer([[lotteryShow, () => swapped]]);
    renderAt('/little-action/lottery/show/7', routes);
    fireEvent.click(await screen.findByRole('button', { name: '在本机重新计算并核对' }));
    expect((await screen.findByRole('status')).textContent).toContain('不一致：中奖名单与重新计算的结果不同');
  });

  it('before the draw: the server’s reason, the seed not yet shown; 参与抽奖 enters', async () => {
    const open = drawn({
      state: 'published',
      state_label: '报名中',
      fairness: { seed_hash: seedHash(SEED), entrants_hash: '', entrants: [], seed: '' },
      winners: [],
      me: {
        entered: false,
        entry_no: 0,
        can_enter: true,
        reason: '',
        result: 'none',
        result_label: '未参与',
        prize_name: '',
      },
    });
    answer([
      [lotteryShow, () => open],
      [lotteryEnter, () => ({ entry_no: 6, entrant_count: 6 })],
    ]);
    renderAt('/little-action/lottery/show/7', routes);
    expect((await screen.findByRole('region', { name: '验证结果' })).textContent).toContain('开奖结束后公开');
    expect(screen.queryByRole('button', { name: '在本机重新计算并核对' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '参与抽奖' }));
    await waitFor(() => expect(vi.mocked(api.call).mock.calls.some(([d]) => d === lotteryEnter)).toBe(true));
  });

  it('an unmet condition: the reason and a disabled button', async () => {
    answer([
      [
        lotteryShow,
        () =>
          drawn({
            state: 'published',
            me: {
              entered: false,
              entry_no: 0,
              can_enter: false,
              reason: '未满足参与条件：需持有「2026 山城国际车展」的有效门票',
              result: 'none',
              result_label: '未参与',
              prize_name: '',
            },
          }),
      ],
    ]);
    renderAt('/little-action/lottery/show/7', routes);
    expect(await screen.findByText('未满足参与条件：需持有「2026 山城国际车展」的有效门票')).toBeTruthy();
    expect((screen.getByRole('button', { name: '参与抽奖' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('LotteryMyPage', () => {
  it('lists my entries with 中奖 prize, 未中奖 and 待开奖', async () => {
    const row = (id: number, result: 'won' | 'lost' | 'pending', label: string, prize = '') => ({
      id,
      title: `抽奖${id}`,
      project_name: '2026 山城国际车展',
      state: result === 'pending' ? ('published' as const) : ('drawn' as const),
      state_label: result === 'pending' ? '报名中' : '已开奖',
      draw_at: 1_790_000_000,
      entrant_count: 5,
      top_prize: '一等奖 冰箱',
      cover: '',
      prize_count: 1,
      entry_no: id,
      entered_at: 1_789_000_000,
      result,
      result_label: label,
      prize_name: prize,
    });
    const page: CallData<typeof lotteryMy> = {
      list: [row(1, 'won', '中奖', '车载冰箱'), row(2, 'lost', '未中奖'), row(3, 'pending', '待开奖')],
      count: 3,
      page_size: 10,
    };
    answer([[lotteryMy, () => page]]);
    renderAt('/little-action/lottery/my', routes);
    expect(await screen.findByText('参与号 1 · 中奖：车载冰箱')).toBeTruthy();
    expect(screen.getByText('参与号 2 · 未中奖')).toBeTruthy();
    expect(screen.getByText('参与号 3 · 待开奖')).toBeTruthy();
  });
});

describe('LotteryEditPage', () => {
  it('holds back 保存草稿 and 保存并发布 while a prize picture uploads: saved then, the prize would go without it', async () => {
    useSession.setState({ token: 't', uid: 1, businessId: 1 });
    answer([
      [myBusinesses, () => ({ list: [{ business_id: 1, business_name: '示例车展运营公司', roles: ['owner'] }] })],
      [projectList, () => ({ list: [], count: 0, page_size: 100 })],
    ]);
    renderAt('/little-action/lottery/edit', routes);
    const publish = (await screen.findByRole('button', { name: '保存并发布' })) as HTMLButtonElement;
    expect(publish.disabled).toBe(false);
    let end!: () => void;
    act(() => void trackUpload(new Promise<void>((r) => (end = r))));
    expect((await screen.findByRole('status')).textContent).toBe('图片上传中，请稍候');
    expect(publish.disabled).toBe(true);
    expect((screen.getByRole('button', { name: '保存草稿' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      end();
      await Promise.resolve();
    });
    expect(publish.disabled).toBe(false);
  });
});
