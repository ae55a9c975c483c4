import { and, eq } from 'drizzle-orm';
import type { Inspection } from '@kc/shared';
import type { Tx } from './client.js';
import { audits, carBrands, carModels, carSeries, saleAdvisors, showCarAdvisors, showCars } from './schema.js';

/**
 * The demo dealer's showroom (docs/showroom.md): two sale advisors, ten listed cars (new and used, cars and
 * motorcycles; three used ones with their inspection summary) with photos under the web app's static folder
 * (`public/cars/car-N-1..3.svg`, drawn for this project), and one listing waiting in the audit queue for the auditor.
 * A car whose model is not in the bundled catalogue is left out (showroom.test.ts counts them).
 */
export async function seedShowroom(
  tx: Tx,
  people: { businessId: number; ownerId: number },
  product: string,
): Promise<void> {
  const base = `/static-${product}2/cars`;
  const photos = (n: number) => [1, 2, 3].map((i) => `${base}/car-${n}-${i}.svg`);
  const [zhang, liu] = await tx
    .insert(saleAdvisors)
    .values([
      {
        businessId: people.businessId,
        name: '张伟',
        avatar: `${base}/advisor-1.svg`,
        mobile: '13600000021',
        wechat: 'kc_zhangwei',
        title: '资深销售顾问',
      },
      {
        businessId: people.businessId,
        name: '刘洋',
        avatar: `${base}/advisor-2.svg`,
        mobile: '13600000022',
        wechat: 'kc_liuyang',
        title: '二手车顾问',
      },
    ])
    .returning({ id: saleAdvisors.id });

  const passed = { passed: true, note: '' };
  const inspection = (collision = passed, flood = passed, fire = passed): Inspection => ({ collision, flood, fire });
  /** 万 → fen */
  const wan = (v: number) => Math.round(v * 100) * 10_000;
  const day = 86_400_000;
  const now = Date.now();
  const cars: Seed[] = [
    {
      n: 1,
      pick: ['比亚迪', '海豹', 0],
      price: [17.98, 23.98],
      set: { energy: 'electric', body: 'sedan', gearbox: 'single', colour: '天际蓝' },
      description: '纯电轿跑，CTB电池车身一体化，支持到店试驾，置换补贴另询销售顾问。',
      advisors: [zhang!.id],
    },
    {
      n: 2,
      pick: ['特斯拉', 'Model Y', 0],
      price: [24.99, 24.99],
      set: { energy: 'electric', body: 'suv', gearbox: 'single', colour: '烈焰红' },
      description: '后轮驱动版现车，提供免费上牌服务。',
      advisors: [zhang!.id],
    },
    {
      n: 3,
      pick: ['宝马', '3系', 0],
      price: [31.99, 35.99],
      set: { energy: 'gasoline', body: 'sedan', gearbox: 'automatic', colour: '矿石白' },
      description: 'M运动套装全系现车，金融方案首付低至两成。',
      advisors: [zhang!.id],
    },
    {
      n: 4,
      pick: ['理想', '理想L7', 0],
      price: [30.18, 35.98],
      set: { energy: 'erev', body: 'suv', gearbox: 'single', colour: '星河银' },
      description: '五座家庭SUV，增程不焦虑，展厅可预约深度试驾。',
      advisors: [zhang!.id],
    },
    {
      n: 5,
      pick: ['丰田', '凯美瑞', 1],
      price: [19.8, 19.8],
      set: {
        energy: 'hev',
        body: 'sedan',
        gearbox: 'cvt',
        colour: '曜石黑',
        condition: 'used',
        mileageKm: 18_000,
        registeredOn: '2024-03-15',
        inspectionUntil: '2028-03-31',
        insuranceUntil: '2026-03-14',
        transfers: 0,
        inspection: inspection(),
      },
      description: '准新车，一手车主，全程4S店保养，双擎省油。',
      advisors: [liu!.id, zhang!.id],
    },
    {
      n: 6,
      pick: ['本田', '雅阁', 0],
      price: [14.6, 14.6],
      set: {
        energy: 'gasoline',
        body: 'sedan',
        gearbox: 'cvt',
        colour: '琥珀棕',
        condition: 'used',
        mileageKm: 26_000,
        registeredOn: '2024-01-20',
        inspectionUntil: '2028-01-31',
        insuranceUntil: '2026-01-19',
        transfers: 1,
        inspection: inspection(),
      },
      description: '过户一次，无事故，内饰干净，可提供第三方检测报告。',
      advisors: [liu!.id],
    },
    {
      n: 7,
      pick: ['大众', '途观L', 0],
      price: [18.8, 18.8],
      set: {
        energy: 'gasoline',
        body: 'suv',
        gearbox: 'dct',
        colour: '翡翠绿',
        condition: 'used',
        mileageKm: 31_000,
        registeredOn: '2024-04-08',
        inspectionUntil: '2028-04-30',
        insuranceUntil: '2026-04-07',
        transfers: 1,
        inspection: inspection({ passed: false, note: '右后叶子板钣金修复，未伤及结构件' }),
      },
      description: '右后叶子板做过钣金，结构件完好，价格已体现，支持到店验车。',
      advisors: [liu!.id],
    },
    {
      n: 8,
      pick: ['春风', '800MT', 0],
      price: [5.28, 6.48],
      set: { energy: 'gasoline', body: 'adventure', gearbox: 'manual', colour: '荧光橙' },
      description: '运动版与探索版均有现车，购车送头盔与边箱。',
      advisors: [liu!.id],
    },
    {
      n: 9,
      pick: ['杜卡迪', 'Panigale V4', 0],
      price: [30.9, 30.9],
      set: { energy: 'gasoline', body: 'sport_bike', gearbox: 'manual', colour: '杜卡迪红' },
      description: 'V4 S 现车一台，可预约赛道体验日。',
      advisors: [liu!.id, zhang!.id],
    },
    {
      n: 10,
      pick: ['别克', 'GL8', 1],
      price: [27.99, 32.99],
      set: { energy: 'gasoline', body: 'mpv', gearbox: 'automatic', colour: '珍珠白' },
      description: '商务接待首选，七座舒适，企业采购可开专票。',
      advisors: [zhang!.id],
    },
  ];
  for (const [i, c] of cars.entries()) {
    const car = await insertCar(tx, people, c, photos(c.n), {
      state: 'listed',
      listedAt: new Date(now - (cars.length - i) * day),
    });
    if (car) await linkAdvisors(tx, car.id, c.advisors);
  }

  // one listing waiting for the auditor (13800000004)
  const pending: Seed = {
    n: 11,
    pick: ['哈弗', '哈弗H6', 0],
    price: [12.99, 13.99],
    set: { energy: 'gasoline', body: 'suv', gearbox: 'dct', colour: '深空灰' },
    description: '第三代哈弗H6，国潮版现车，到店有礼。',
    advisors: [zhang!.id],
  };
  const waiting = await insertCar(tx, people, pending, photos(pending.n), { state: 'auditing', listedAt: null });
  if (waiting) {
    await linkAdvisors(tx, waiting.id, pending.advisors);
    await tx.insert(audits).values({
      businessId: people.businessId,
      type: 'show_car',
      targetId: waiting.id,
      title: waiting.name,
      changes: {},
      submittedBy: people.ownerId,
    });
  }

  async function linkAdvisors(t: Tx, carId: number, ids: number[]) {
    await t.insert(showCarAdvisors).values(ids.map((advisorId, seq) => ({ carId, advisorId, seq })));
  }

  /** the car inserted with its catalogue names; undefined when its model is not in the catalogue */
  async function insertCar(
    t: Tx,
    p: { businessId: number; ownerId: number },
    c: Seed,
    images: string[],
    state: { state: 'listed' | 'auditing'; listedAt: Date | null },
  ) {
    const [brand, series, offset] = c.pick;
    const models = await t
      .select({ brand: carBrands, series: carSeries, model: carModels })
      .from(carModels)
      .innerJoin(carSeries, eq(carSeries.id, carModels.seriesId))
      .innerJoin(carBrands, eq(carBrands.id, carSeries.brandId))
      .where(and(eq(carBrands.name, brand), eq(carSeries.name, series)))
      .orderBy(carModels.id);
    const m = models[offset] ?? models[0];
    if (!m) return undefined;
    const [row] = await t
      .insert(showCars)
      .values({
        businessId: p.businessId,
        brandId: m.brand.id,
        seriesId: m.series.id,
        modelId: m.model.id,
        name: `${m.brand.name} ${m.series.name} ${m.model.name}`,
        vehicleType: m.brand.vehicleType,
        photos: images,
        priceMin: wan(c.price[0]),
        priceMax: wan(c.price[1]),
        year: m.model.year,
        city: '重庆',
        description: c.description,
        createdBy: p.ownerId,
        ...c.set,
        ...state,
      })
      .returning({ id: showCars.id, name: showCars.name });
    return row;
  }
}

interface Seed {
  /** its photos: car-N-1..3.svg */
  n: number;
  /** brand, series and which of its models */
  pick: [string, string, number];
  /** 万 */
  price: [number, number];
  set: Partial<typeof showCars.$inferInsert>;
  description: string;
  advisors: number[];
}
