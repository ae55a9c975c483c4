import type { FunlyApplication, FunlyCard, FunlyDetail, FunlyOperator } from '@kc/shared';

/** Answers of the event calls for the run screens' tests. */
export const runCardOf = (over: Partial<FunlyCard> = {}): FunlyCard => ({
  id: 9,
  title: '周末车友聚会',
  cover: '',
  kind: 3,
  kind_label: '聚会',
  state: 'running',
  running_state: 1,
  running_label: '进行中',
  start_time: 1_750_000_000,
  end_time: 1_750_020_000,
  place: '重庆国际博览中心',
  distance_km: null,
  capacity: 50,
  taken: 3,
  price: 0,
  like_count: 2,
  business_name: '示例车展运营公司',
  ...over,
});

export const runDetailOf = (over: Partial<FunlyDetail> = {}): FunlyDetail => ({
  ...runCardOf(),
  signup_start: null,
  signup_end: null,
  address: '',
  longitude: null,
  latitude: null,
  max_companions: 2,
  need_approval: true,
  waitlist: true,
  form_id: 4,
  payment_order: 1,
  pay_first: false,
  description: '',
  fail_reason: '',
  relations: [],
  slots: [],
  going_count: 3,
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
  updated_at: 1_750_000_000,
  ...over,
});

export const runApplicationOf = (over: Partial<FunlyApplication> = {}): FunlyApplication => {
  const status = over.status ?? 2;
  return {
    actions: { approve: status === 2, decline: status === 2, undo_checkin: status === 6 },
    ...runApplicationBase(over),
  };
};

const runApplicationBase = (over: Partial<FunlyApplication>): FunlyApplication => ({
  id: 31,
  funly_id: 9,
  funly_title: '周末车友聚会',
  user_id: 5,
  nickname: '车友小王',
  avatar: '',
  mobile: '13800000001',
  status: 2,
  status_label: '待审核',
  companions: 1,
  values: { f1: '王小明', f2: ['SUV', '轿车'] },
  form_done: true,
  remark: '',
  slot_title: '',
  order_id: null,
  checked_in_at: null,
  create_time: 1_750_000_100,
  ...over,
});

export const runOperatorOf = (over: Partial<FunlyOperator> = {}): FunlyOperator => ({
  id: 3,
  funly_id: 9,
  funly_title: '周末车友聚会',
  user_id: 8,
  name: '签到小李',
  mobile: '13800000008',
  role: 'checkin',
  role_label: '签到员',
  create_time: 1_750_000_000,
  ...over,
});
