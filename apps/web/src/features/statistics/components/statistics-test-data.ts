import { vi } from 'vitest';
import { myBusinesses, type CallDef, type StatsRecord } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';

/** Test data of the statistics screens (tests only). */

type Handler = (query: Record<string, unknown>) => unknown;

/**
 * Answers api.call by contract (the test mocks `api.call`): the caller is user 2 acting for business 1 with `role`
 * (myBusinesses answered unless given).
 */
export const answerCalls = (handlers: [CallDef, Handler][], role = 'owner') => {
  useSession.setState({ token: 't', uid: 2, mobile: '13800000002', businessId: 1 });
  const all = new Map<CallDef, Handler>([
    [myBusinesses, () => ({ list: [{ business_id: 1, business_name: '示例车展运营公司', roles: [role] }] })],
    ...handlers,
  ]);
  vi.mocked(api.call).mockImplementation(((def: CallDef, query?: Record<string, unknown>) => {
    const h = all.get(def);
    return h ? Promise.resolve().then(() => h(query ?? {})) : Promise.reject(new Error(`no handler for ${def.path}`));
  }) as typeof api.call);
};

/** The queries sent to one call. */
export const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q as Record<string, unknown>);

export const recordOf = (over: Partial<StatsRecord> = {}): StatsRecord => ({
  project_count: 2,
  ticket_amount_count: 5000,
  ticket_issued_count: 1200,
  ticket_give_count: 700,
  ticket_writeoff_count: 420,
  ticket_writeoff_percent: 35,
  ticket_channel_count: 300,
  ticket_channel_percent: 25,
  promoter_count: 5,
  promoter_percent: 12.5,
  ticket_return_count: 8,
  ticket_to_be_picked: 16,
  ticket_registration_count: 40,
  ticket_project_count: 6,
  point_list: [
    { id: 1, name: '东门', item_name: '车展门票', count: 300 },
    { id: 2, name: '西门', item_name: '车展门票', count: 180 },
  ],
  type_list: [
    { type: 1, name: '门票', issued: 900, came: 400 },
    { type: 2, name: '优惠券', issued: 250, came: 20 },
    { type: 3, name: '邀请函', issued: 50, came: 0 },
  ],
  pay_list: [{ pay_type: 'wechat', name: '微信支付', count: 500, amount: 1_990_000 }],
  source_list: [
    { source: 'order', name: '购买', count: 500 },
    { source: 'publisher', name: '发布员发放', count: 300 },
  ],
  channel_list: [{ id: 11, channel_name: '渠道·重庆旅行社', channel_icon: '', issued: 200, came: 90 }],
  user_list: [{ user_id: 21, user_name: '推广员小李', avatar: '', issued: 80, came: 30 }],
  give_trend: [
    { date: '2026-05-01', count: 500 },
    { date: '2026-05-02', count: 700 },
  ],
  writeoff_trend: [{ date: '2026-05-02', count: 480 }],
  ...over,
});

export const EMPTY_RECORD = recordOf({
  project_count: 0,
  ticket_amount_count: 0,
  ticket_issued_count: 0,
  ticket_give_count: 0,
  ticket_writeoff_count: 0,
  ticket_writeoff_percent: 0,
  ticket_channel_count: 0,
  ticket_channel_percent: 0,
  promoter_count: 0,
  promoter_percent: 0,
  ticket_return_count: 0,
  ticket_to_be_picked: 0,
  ticket_registration_count: 0,
  ticket_project_count: 0,
  point_list: [],
  type_list: [],
  pay_list: [],
  source_list: [],
  channel_list: [],
  user_list: [],
  give_trend: [],
  writeoff_trend: [],
});

export const rankOf = <T extends object>(row: T, issued = 100, came = 40) => ({
  ...row,
  issued,
  came,
  writeoff_percent: Math.round((came * 1000) / issued) / 10,
  share_percent: 8.3,
});

export const page = <T>(list: T[]) => ({ list, count: list.length, page_size: 10 });
