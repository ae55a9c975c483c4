import { vi } from 'vitest';
import type { CallDef, CarOwner } from '@kc/shared';
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

/** A certification of user 2: 比亚迪 汉, pending unless changed. */
export const carOwnerOf = (over: Partial<CarOwner> = {}): CarOwner => ({
  id: 7,
  state: 'pending',
  state_label: '审核中',
  vehicle_type: 'car',
  brand_id: 3,
  brand_name: '比亚迪',
  series_id: 31,
  series_name: '汉',
  model_id: 311,
  model_name: '2024款 EV 荣耀版 605KM',
  vin: 'LSVAU218XN2183294',
  plate: '渝AD12345',
  licence_image: '/uploads/licence.png',
  reject_reason: '',
  create_time: 1780000000,
  submit_time: 1780000000,
  review_time: 0,
  can_cancel: true,
  can_reapply: false,
  ...over,
});

/** A page of my list with its counts. */
export const pageOf = (list: CarOwner[], over: { approved?: number; pending?: number } = {}) => ({
  list,
  count: list.length,
  page_size: 20,
  approved: over.approved ?? list.filter((c) => c.state === 'approved').length,
  pending: over.pending ?? list.filter((c) => c.state === 'pending').length,
});

/** The picker's answer as the form keeps it in its draft (choosing in the full-screen picker is its own test). */
export const pickedCar = {
  brand: { id: 3, name: '比亚迪', initial: 'B', logo: '', vehicle_type: 'car', is_hot: true },
  series: { id: 31, brand_id: 3, name: '汉', vehicle_type: 'car', maker: '' },
  model: { id: 311, series_id: 31, name: '2024款 EV 荣耀版 605KM', year: 2024, guide_price: 0 },
};
