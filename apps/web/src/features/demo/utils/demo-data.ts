import type { ListResult } from '@kc/shared';

/** Demo data made here, never fetched: the catalogue works offline and without a session. */

export interface DemoRow {
  id: number;
  title: string;
  note: string;
}

const TOPICS = ['车展门票', '试驾预约', '骑行活动', '车友聚会', '保养优惠', '摩托展区'];

/** Row `i` (1-based) of the 1,000-row local list. */
export const demoRow = (i: number): DemoRow => ({
  id: i,
  title: `${TOPICS[i % TOPICS.length]} · 示例数据 ${i}`,
  note: `第 ${Math.ceil(i / 20)} 页 · 本地生成，无网络请求`,
});

export const DEMO_TOTAL = 1000;

/** One page of the local data source, after a short wait so loading states show as with a real call. */
export const fetchDemoPage = async (page: number, pageSize = 20, delayMs = 300): Promise<ListResult<DemoRow>> => {
  await new Promise((r) => setTimeout(r, delayMs));
  const start = (page - 1) * pageSize + 1;
  const end = Math.min(start + pageSize - 1, DEMO_TOTAL);
  const list = start > DEMO_TOTAL ? [] : Array.from({ length: end - start + 1 }, (_, k) => demoRow(start + k));
  return { list, count: DEMO_TOTAL, page_size: pageSize };
};

export interface DemoCar {
  id: number;
  name: string;
  kind: 'sedan' | 'suv' | 'moto';
  /** 万元 × 100 (so sorting is by an integer) */
  price: number;
  /** days ago it was listed */
  listedDaysAgo: number;
  views: number;
}

export const CAR_KIND_LABEL: Record<DemoCar['kind'], string> = { sedan: '轿车', suv: 'SUV', moto: '摩托车' };

export const DEMO_CARS: readonly DemoCar[] = [
  { id: 1, name: '比亚迪 海豹 07', kind: 'sedan', price: 1898, listedDaysAgo: 3, views: 1280 },
  { id: 2, name: '理想 L6', kind: 'suv', price: 2498, listedDaysAgo: 10, views: 2310 },
  { id: 3, name: '长安 UNI-V', kind: 'sedan', price: 1159, listedDaysAgo: 1, views: 860 },
  { id: 4, name: '春风 450SR', kind: 'moto', price: 329, listedDaysAgo: 6, views: 3420 },
  { id: 5, name: '问界 M7', kind: 'suv', price: 2498, listedDaysAgo: 2, views: 4100 },
  { id: 6, name: '赛科龙 RT3', kind: 'moto', price: 199, listedDaysAgo: 15, views: 990 },
  { id: 7, name: '小米 SU7', kind: 'sedan', price: 2159, listedDaysAgo: 4, views: 5600 },
  { id: 8, name: '深蓝 S7', kind: 'suv', price: 1499, listedDaysAgo: 8, views: 1500 },
  { id: 9, name: '无极 525R', kind: 'moto', price: 279, listedDaysAgo: 12, views: 2050 },
  { id: 10, name: '吉利 银河E8', kind: 'sedan', price: 1758, listedDaysAgo: 20, views: 1720 },
];

/** 14 days of a made-up daily count ending today (m-d dates). */
export const demoTrend = (days = 14) => {
  const today = Date.now();
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(today - (days - 1 - i) * 86_400_000);
    const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    return { date, count: Math.round(40 + 30 * Math.sin(i / 2) + i * 4) };
  });
};
