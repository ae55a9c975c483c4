import { vi } from 'vitest';
import {
  myBusinesses,
  type CallDef,
  type ExhibitionBrand,
  type ExhibitionInfo,
  type ExhibitionNewsCard,
  type ExhibitionSummary,
} from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session-store';

/** Test data of the exhibition screens (tests only; lib/http is mocked by the test file). */
type Handler = (query: Record<string, unknown>) => unknown;

export const answerCalls = (handlers: [CallDef, Handler][], signedIn = true) => {
  if (signedIn) useSession.setState({ token: 't', uid: 2, mobile: '13800000002', businessId: 1 });
  const all = new Map<CallDef, Handler>([[myBusinesses, () => ({ list: [] })], ...handlers]);
  vi.mocked(api.call).mockImplementation(((def: CallDef, query?: Record<string, unknown>) => {
    const h = all.get(def);
    return h ? Promise.resolve().then(() => h(query ?? {})) : Promise.reject(new Error(`no handler for ${def.path}`));
  }) as typeof api.call);
};

export const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q as Record<string, unknown>);

const T0 = 1_780_000_000;

export const summaryOf = (over: Partial<ExhibitionSummary> = {}): ExhibitionSummary => ({
  id: 1,
  name: '2026 山城国际车展',
  kind: 1,
  kind_label: '展会',
  start_time: T0,
  end_time: T0 + 9 * 86400,
  venue: '悦来国际博览中心',
  address: '重庆市渝北区悦来大道66号',
  cover: '',
  variant: 'auto_chongqing',
  status: 'ongoing',
  status_label: '进行中',
  ...over,
});

export const newsOf = (id: number, over: Partial<ExhibitionNewsCard> = {}): ExhibitionNewsCard => ({
  id,
  project_id: 1,
  title: `资讯${id}`,
  cover: '',
  summary: `摘要${id}`,
  publish_time: T0 + id * 3600,
  ...over,
});

export const brandOf = (id: number, name: string, letter: string, hall = '5 号馆'): ExhibitionBrand => ({
  id,
  project_id: 1,
  name,
  logo: '',
  letter,
  hall,
  booth: `${letter}-0${id}`,
});

export const infoOf = (over: Partial<ExhibitionInfo> = {}): ExhibitionInfo => ({
  ...summaryOf(),
  business_id: 1,
  intro: '西南地区规模最大的汽车展会',
  opening_hours: '9:00-18:00',
  introduction: '<h2>西南规模最大的汽车盛会</h2><p>展出面积 22 万平方米</p>',
  motorhome: '',
  lat: 29.7,
  lng: 106.5,
  news: [newsOf(3), newsOf(2), newsOf(1)],
  news_count: 5,
  activities: [
    {
      id: 7,
      project_id: 1,
      title: '新能源试驾体验',
      start_time: T0,
      end_time: T0 + 3600,
      place: '室外试驾场',
      cover: '',
      summary: '',
      event_id: 12,
    },
  ],
  activity_count: 1,
  brands: [brandOf(1, '长安汽车', 'C'), brandOf(2, '宗申', 'Z')],
  brand_count: 2,
  history_count: 1,
  can_manage: false,
  ...over,
});
