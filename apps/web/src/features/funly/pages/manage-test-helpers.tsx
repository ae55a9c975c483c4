import { vi } from 'vitest';
import { myBusinesses, type CallDef, type FunlyCard, type FunlyDetail } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';

type Handler = (query: Record<string, unknown>) => unknown;

/** Answers api.call by contract (the test mocks `api.call`); the caller owns business 1. */
export const answer = (handlers: [CallDef, Handler][]) => {
  useSession.setState({ token: 't', businessId: 1 });
  const all = new Map<CallDef, Handler>([
    [myBusinesses, () => ({ list: [{ business_id: 1, business_name: '示例车友会', roles: ['owner'] }] })],
    ...handlers,
  ]);
  vi.mocked(api.call).mockImplementation(((def: CallDef, query?: Record<string, unknown>) => {
    const h = all.get(def);
    return h ? Promise.resolve().then(() => h(query ?? {})) : Promise.reject(new Error(`no handler for ${def.path}`));
  }) as typeof api.call);
};

/** The queries sent to one call. */
export const sent = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q as Record<string, unknown>);

export const sampleCard = (over: Partial<FunlyCard> = {}): FunlyCard => ({
  id: 11,
  title: '周末车友自驾聚会',
  cover: '',
  kind: 3,
  kind_label: '聚会',
  state: 'running',
  running_state: 1,
  running_label: '进行中',
  start_time: 1780000000,
  end_time: 1780010000,
  place: '国际博览中心',
  distance_km: null,
  capacity: 50,
  taken: 3,
  price: 0,
  like_count: 0,
  business_name: '示例车友会',
  apply_counts: { '1': 2, '2': 1, '3': 0, '6': 1 },
  manage_actions: { edit: true, revoke: true, delete: false, copy: true },
  ...over,
});

export const sampleDetail = (over: Partial<FunlyDetail> = {}): FunlyDetail => ({
  ...sampleCard(),
  state: 'draft',
  running_state: null,
  running_label: '',
  signup_start: 1779000000,
  signup_end: 1779990000,
  address: '重庆市渝北区悦来大道66号',
  longitude: 106.55,
  latitude: 29.56,
  max_companions: 1,
  need_approval: true,
  waitlist: true,
  form_id: null,
  payment_order: 1,
  pay_first: false,
  description: '<h3>流程</h3><p>签到后<strong>集合</strong></p><ul><li>自驾</li></ul>',
  fail_reason: '',
  relations: [],
  slots: [],
  going_count: 0,
  liked: false,
  mine: null,
  actions: {
    apply: false,
    apply_hint: '',
    cancel: false,
    book: false,
    pay: false,
    answer: false,
    edit: true,
    manage: true,
  },
  my_role: 'organiser',
  updated_at: 1779000000,
  ...over,
});
