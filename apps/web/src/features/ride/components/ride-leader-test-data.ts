import { vi } from 'vitest';
import type { CallDef, RideApplication, RideCard, RideDetail, RideLeader } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';

type Handler = (query: Record<string, unknown>) => unknown;

/** Answers api.call by contract (the test mocks `api.call`); the caller is logged in as user 2. */
export const answerCalls = (handlers: [CallDef, Handler][]) => {
  useSession.setState({ token: 't', uid: 2 });
  const all = new Map<CallDef, Handler>(handlers);
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

export const leaderOf = (over: Partial<RideLeader> = {}): RideLeader => ({
  id: 5,
  user_id: 2,
  nickname: '老王',
  avatar: '',
  state: 'approved',
  state_label: '已认证领队',
  licence_class: 'E',
  riding_years: 6,
  bike: '春风 800MT',
  experience: '带队跑过川西和318，多次组织周末骑行',
  licence_image: '/uploads/licence.png',
  reject_reason: '',
  create_time: 1780000000,
  ...over,
});

export const rideCardOf = (over: Partial<RideCard> = {}): RideCard => ({
  id: 21,
  title: '周末环湖骑行',
  cover: '',
  state: 'published',
  phase: 1,
  phase_label: '报名中',
  start_time: 1790000000,
  end_time: 1790030000,
  meeting_place: '园博园南门',
  route_start: '园博园',
  route_end: '仙女山',
  distance_km: 180,
  pace: 2,
  difficulty: 2,
  away_km: null,
  capacity: 20,
  taken: 3,
  fee: 5000,
  like_count: 0,
  leader_name: '老王',
  leader_avatar: '',
  checkpoint_count: 2,
  apply_counts: { '1': 3, '2': 2 },
  my_role: 'leader',
  manage_actions: { edit: true, revoke: true, delete: false },
  ...over,
});

export const rideDetailOf = (over: Partial<RideDetail> = {}): RideDetail => ({
  ...rideCardOf(),
  state: 'draft',
  phase: 0,
  phase_label: '草稿',
  meeting_address: '重庆市渝北区园博大道',
  meeting_latitude: 29.6,
  meeting_longitude: 106.5,
  signup_end: 1789990000,
  min_displacement: 250,
  bike_types: ['adventure'],
  fee_note: '含午餐',
  risk_notice: '骑行有风险，请佩戴头盔护具，遵守交通法规，服从领队安排。',
  description: '早上八点集合',
  checkpoints: [
    {
      id: 71,
      seq: 1,
      name: '服务区',
      latitude: 29.5,
      longitude: 107.1,
      radius: 300,
      open_time: 1790000000,
      close_time: 1790010000,
    },
  ],
  crew: [],
  going_count: 3,
  liked: false,
  mine: null,
  my_role: 'leader',
  checkpoints_open: true,
  actions: {
    apply: false,
    apply_hint: '你是本次骑行的领队',
    cancel: false,
    clockin: false,
    mark: false,
    edit: true,
    manage: true,
    headcount: true,
  },
  updated_at: 1780000000,
  ...over,
});

export const applicationOf = (over: Partial<RideApplication> = {}): RideApplication => ({
  id: 41,
  ride_id: 21,
  ride_title: '周末环湖骑行',
  user_id: 9,
  nickname: '骑友小李',
  avatar: '',
  status: 2,
  status_label: '待审核',
  passengers: 1,
  bike_brand: '本田',
  bike_model: 'CB400',
  displacement: 400,
  plate: '渝A12345',
  licence_class: 'E',
  emergency_name: '李大明',
  emergency_mobile: '13800001111',
  remark: '',
  role: null,
  risk_accepted_at: 1780000100,
  create_time: 1780000000,
  actions: { approve: true, decline: true, role: false },
  ...over,
});
