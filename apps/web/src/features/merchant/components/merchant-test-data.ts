import { vi } from 'vitest';
import type { CallDef, MerchantApplication } from '@kc/shared';
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

/** A complete draft, ready to submit. */
export const applicationOf = (over: Partial<MerchantApplication> = {}): MerchantApplication => ({
  id: 3,
  state: 'draft',
  state_label: '未提交',
  shop_kind: 11,
  shop_kind_label: '线下门店',
  tags: ['汽车经销商', '维修保养'],
  name: '重庆山城汽车销售有限公司',
  credit_code: '91350100M000100Y43',
  legal_person: '李国强',
  address: '重庆市渝北区金开大道88号',
  contact_name: '王经理',
  contact_mobile: '13800001111',
  licence_image: '/uploads/licence.png',
  recognised: null,
  mismatches: [],
  applicant_name: '李国强',
  applicant_id_number: '110101**********14',
  verified: true,
  reject_reason: '',
  business_id: null,
  submit_time: null,
  create_time: 1780000000,
  missing: [],
  actions: { edit: true, submit: true },
  ...over,
});

/** An empty draft: only what `over` sets. */
export const emptyApplication = (over: Partial<MerchantApplication> = {}): MerchantApplication =>
  applicationOf({
    shop_kind: null,
    shop_kind_label: '',
    tags: [],
    name: '',
    credit_code: '',
    legal_person: '',
    address: '',
    contact_name: '',
    contact_mobile: '',
    licence_image: '',
    applicant_name: '',
    applicant_id_number: '',
    verified: false,
    missing: [
      { field: 'shop_kind', message: '请选择商家类型' },
      { field: 'tags', message: '请选择商家标签' },
      { field: 'name', message: '请填写企业名称' },
      { field: 'licence_image', message: '请上传营业执照照片' },
      { field: 'applicant', message: '请完成申请人身份验证' },
    ],
    actions: { edit: true, submit: false },
    ...over,
  });
