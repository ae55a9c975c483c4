import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { statisticsIndex } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { chinaToday, daysBefore } from '../../../components/ui/date-range-bar';
import { answerCalls, EMPTY_RECORD, recordOf, sentTo } from '../components/statistics-test-data';
import EfficiencyPage from './efficiency-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [{ path: '/efficiency', element: <EfficiencyPage /> }];
const figure = (label: string) => screen.getByRole('listitem', { name: new RegExp(`^${label} `) });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  answerCalls([[statisticsIndex, () => ({ ...recordOf(), title: '' })]]);
});

describe('/efficiency', () => {
  it('shows the figure cards of spec 3.5, all time by default', async () => {
    renderAt('/efficiency', routes);
    expect(await screen.findByRole('list', { name: '效能数据概览' })).toBeTruthy();
    expect(figure('项目数').textContent).toBe('项目数2个');
    expect(figure('票券总量').textContent).toBe('票券总量5000张');
    expect(figure('已发放').textContent).toBe('已发放1200张');
    expect(figure('免费发放').textContent).toBe('免费发放700张');
    expect(figure('已核销').textContent).toBe('已核销420张核销率 35%');
    expect(figure('渠道发放').textContent).toBe('渠道发放300张占比 25%');
    expect(figure('推广人数').textContent).toBe('推广人数5人推广占比 12.5%');
    expect(figure('退票').textContent).toBe('退票8张');
    expect(figure('待领取').textContent).toBe('待领取16张');
    expect(figure('报名').textContent).toBe('报名40人');
    expect(figure('票券种类').textContent).toBe('票券种类6种');
    expect(sentTo(statisticsIndex)).toEqual([{}]);
    expect(screen.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('draws the trends and the distributions with Chinese summaries and hidden tables (amounts in 元)', async () => {
    renderAt('/efficiency', routes);
    const trend = await screen.findByRole('img', { name: /^发放每日趋势/ });
    expect(trend.getAttribute('aria-label')).toBe(
      '发放每日趋势：2026-05-01至2026-05-02共2天，合计1200张，最高2026-05-02为700张',
    );
    expect(screen.getByRole('img', { name: /^核销每日趋势/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: '核销点核销：共2项，合计480次，最多为东门（车展门票）300次' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '支付金额：共1项，合计19900.00元，最多为微信支付19900.00元' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^各类型发放：共3项，合计1200张，最多为门票900张/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^各方式发放：共2项/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^渠道发放：共1项，合计200张，最多为渠道·重庆旅行社200张/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^推广发放：共1项，合计80张，最多为推广员小李80张/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: '各类型发放数据' });
    expect(within(table).getByText('优惠券').nextSibling?.textContent).toBe('250，核销20');
  });

  it('switching the range sends start_date and end_date (Asia/Shanghai days)', async () => {
    const { path } = renderAt('/efficiency', routes);
    await screen.findByRole('list', { name: '效能数据概览' });
    const today = chinaToday();
    fireEvent.click(screen.getByRole('button', { name: '近7天' }));
    await waitFor(() =>
      expect(sentTo(statisticsIndex).at(-1)).toEqual({ start_date: daysBefore(today, 6), end_date: today }),
    );
    expect(path()).toBe(`/efficiency?start_date=${daysBefore(today, 6)}&end_date=${today}`);
    expect(screen.getByRole('button', { name: '近7天' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '今日' }));
    await waitFor(() => expect(sentTo(statisticsIndex).at(-1)).toEqual({ start_date: today, end_date: today }));
    fireEvent.click(screen.getByRole('button', { name: '近30天' }));
    await waitFor(() =>
      expect(sentTo(statisticsIndex).at(-1)).toEqual({ start_date: daysBefore(today, 29), end_date: today }),
    );
    // the entries keep the range
    expect(screen.getByRole('link', { name: '渠道效能' }).getAttribute('href')).toBe(
      `/efficiency/channel?start_date=${daysBefore(today, 29)}&end_date=${today}`,
    );
  });

  it('a range breaking the rule (the contract’s) shows its message and asks nothing', async () => {
    renderAt('/efficiency?start_date=2026-05-10&end_date=2026-05-01', routes);
    expect((await screen.findByRole('alert')).textContent).toBe('结束日期不能早于开始日期');
    expect(screen.getByRole('button', { name: '自定义' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '开始日期 2026-05-10' }).textContent).toBe('2026-05-10');
    expect(sentTo(statisticsIndex)).toHaveLength(0);
  });

  it('a custom range of the link is used as it is', async () => {
    renderAt('/efficiency?start_date=2026-04-01&end_date=2026-04-30', routes);
    await screen.findByRole('list', { name: '效能数据概览' });
    expect(sentTo(statisticsIndex)).toEqual([{ start_date: '2026-04-01', end_date: '2026-04-30' }]);
    expect(screen.getByRole('button', { name: '结束日期 2026-04-30' }).textContent).toBe('2026-04-30');
  });

  it('a figure opens its ranked list with the range', async () => {
    const { path } = renderAt('/efficiency?start_date=2026-04-01&end_date=2026-04-30', routes);
    await screen.findByRole('list', { name: '效能数据概览' });
    fireEvent.click(within(figure('推广人数')).getByRole('button'));
    await waitFor(() => expect(path()).toBe('/efficiency/spread?start_date=2026-04-01&end_date=2026-04-30'));
  });

  it('shows 暂无数据 in every chart when nothing happened', async () => {
    answerCalls([[statisticsIndex, () => ({ ...EMPTY_RECORD, title: '' })]]);
    renderAt('/efficiency', routes);
    expect(await screen.findByText('所选日期内暂无发放和核销')).toBeTruthy();
    expect(screen.getByRole('img', { name: '发放每日趋势：暂无数据' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '核销点核销：暂无数据' })).toBeTruthy();
    expect(screen.getAllByText('暂无数据')).toHaveLength(8);
  });

  it('a failed load offers 重试; a refusal says 暂无权限', async () => {
    let fail = true;
    answerCalls([
      [
        statisticsIndex,
        () => {
          if (fail) throw new ApiError(10001, '系统繁忙');
          return { ...recordOf(), title: '' };
        },
      ],
    ]);
    renderAt('/efficiency', routes);
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '效能数据概览' })).toBeTruthy();
  });

  it('a checker is refused with the server’s reason', async () => {
    answerCalls(
      [
        [
          statisticsIndex,
          () => {
            throw new ApiError(10003, '无权查看该商家的统计');
          },
        ],
      ],
      'checker',
    );
    renderAt('/efficiency', routes);
    expect(await screen.findByText('暂无权限')).toBeTruthy();
    expect(screen.getByText('无权查看该商家的统计')).toBeTruthy();
  });
});
