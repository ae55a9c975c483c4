import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { randomBytes } from 'node:crypto';
import type { Tx } from './client.js';
import { entryTerms } from '../modules/funly/funly.service.js';
import { transfer } from '../modules/wallet/ledger.js';
import {
  appSettings,
  banners,
  businesses,
  campaigns,
  checkpointCheckers,
  checkpoints,
  docs,
  eventApplications,
  eventOperators,
  events,
  eventSlots,
  forms,
  items,
  projects,
  rideApplications,
  rideCheckpoints,
  rideLeaders,
  rides,
  userRoles,
  users,
} from './schema.js';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_ACCOUNTS = [
  { mobile: '13800000001', name: '观众小王' },
  { mobile: '13800000002', name: '商家老李' },
  { mobile: '13800000003', name: '核销员小张' },
  { mobile: '13800000004', name: '审核员小陈' },
] as const;

const ABOUT_US = `车友会是一个面向汽车、摩托车展会与车友社区的移动平台。

在这里，你可以购买和领取展会门票、卡券与邀请函，现场出示二维码快速入场；参加车友活动与组队骑行；在社区里分享你的爱车与旅程。

商家可以在平台上发布门票、卡券和邀请函，管理核销点与核销员，查看推广与核销数据。

客服时间：每天 9:00-21:00`;

/** Demo data, written once (the first instance to start wins; later starts and other instances skip). */
export async function seedDemoData(db: Db, product: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(appSettings)
      .values({ key: 'seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (first.length === 0) return false;
    const passwordHash = await hash(DEMO_PASSWORD);
    const ids = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ mobile: a.mobile, passwordHash, username: a.name, nickname: a.name })))
      .returning({ id: users.id, mobile: users.mobile });
    const uid = (mobile: string) => ids.find((r) => r.mobile === mobile)!.id;
    const [biz] = await tx.insert(businesses).values({ name: '示例车展运营公司' }).returning({ id: businesses.id });
    await tx.insert(userRoles).values([
      { userId: uid('13800000002'), role: 'owner', businessId: biz!.id },
      { userId: uid('13800000003'), role: 'checker', businessId: biz!.id },
      { userId: uid('13800000004'), role: 'auditor', businessId: null },
    ]);
    const img = (n: number) => `/static-${product}2/banners/banner-${n}.svg`;
    await tx.insert(banners).values([
      { title: '2026 重庆国际车展 门票热卖中', image: img(1), link: '/exhibition/ticket', sort: 1 },
      { title: '摩博会 周末组队骑行', image: img(2), link: '/funly', sort: 2 },
      { title: '新用户注册 领取观展卡券', image: img(3), link: '/merchant-coupon', sort: 3 },
    ]);
    const day = 86400_000;
    const applyForm = [
      { key: 'contact', kind: 'chinese_name', label: '联系人', required: true, options: [], placeholder: '' },
      { key: 'phone', kind: 'mobile', label: '联系电话', required: true, options: [], placeholder: '' },
      {
        key: 'offer',
        kind: 'textarea',
        label: '参与方案',
        required: true,
        options: [],
        placeholder: '说明你为活动提供的优惠',
      },
    ];
    await tx.insert(campaigns).values([
      {
        title: '2026 冬季购车节联合营销',
        description: '平台联合各商家推出购车节优惠，参与商家在活动页获得展示位。',
        startAt: new Date(Date.now() - day),
        endAt: new Date(Date.now() + 60 * day),
        fields: applyForm,
        createdBy: uid('13800000004'),
      },
      {
        title: '春节骑行季',
        description: '春节期间联合推广骑行活动与装备优惠。',
        startAt: new Date(Date.now() - day),
        endAt: new Date(Date.now() + 120 * day),
        fields: applyForm,
        createdBy: uid('13800000004'),
      },
    ]);
    await tx.insert(docs).values([
      { key: 'aboutus', title: '关于我们', content: ABOUT_US },
      {
        key: 'agreement',
        title: '用户协议',
        content: '欢迎使用车友会。使用本平台即表示你同意遵守平台规则，文明交流，不发布违法违规内容。',
      },
      {
        key: 'privacy',
        title: '隐私政策',
        content: '我们仅在提供服务所必需的范围内收集你的手机号、昵称等信息，并采取加密等措施保护你的个人信息。',
      },
    ]);
    const paidTicket = await seedShowcase(tx, biz!.id, uid('13800000002'), uid('13800000003'));
    await seedEvents(tx, biz!.id, uid('13800000002'), uid('13800000003'), uid('13800000001'), paidTicket, img);
    await seedBalance(tx, uid('13800000001'));
    await seedRides(tx, uid('13800000002'), uid('13800000001'), img);
    return true;
  });
}

/**
 * A live exhibition to try the whole on-site journey: a free ticket (one entry), a three-day pass (one entry a day),
 * a coffee coupon and an invitation, each with a write-off point at the east gate where the demo checker works.
 */
async function seedShowcase(tx: Tx, businessId: number, ownerId: number, checkerId: number) {
  const day = 86400_000;
  const now = Date.now();
  const [project] = await tx
    .insert(projects)
    .values({
      businessId,
      state: 'published',
      name: '2026 山城国际车展',
      kind: 1,
      startAt: new Date(now - day),
      endAt: new Date(now + 60 * day),
      venue: '悦来国际博览中心',
      address: '重庆市渝北区悦来大道66号',
      intro: '西南地区规模最大的汽车展会，新车发布、摩托车展区与车友活动。',
      createdBy: ownerId,
    })
    .returning({ id: projects.id });
  const live = {
    businessId,
    projectId: project!.id,
    state: 'approved' as const,
    issueStart: new Date(now - day),
    issueEnd: new Date(now + 60 * day),
    validityStart: new Date(now - day),
    validityEnd: new Date(now + 60 * day),
    createdBy: ownerId,
  };
  const made = await tx
    .insert(items)
    .values([
      {
        ...live,
        productType: 1,
        name: '免费观展票',
        totalStock: 1000,
        ruleContent: '每人限领1张，凭二维码入场一次。',
      },
      {
        ...live,
        productType: 1,
        name: '三日通票',
        totalStock: 500,
        limitType: 2,
        limitNum: 1,
        ruleContent: '展期内每天可入场一次，二维码每30秒刷新，截图无效。',
      },
      {
        ...live,
        productType: 2,
        name: '展馆咖啡券',
        parValue: 2000,
        totalStock: 300,
        ruleContent: '在展馆咖啡角抵扣20元，限用一次。',
      },
      {
        ...live,
        productType: 1,
        name: '普通票',
        sellValue: 8000,
        parValue: 8000,
        totalStock: 1000,
        perUserLimit: 10,
        ruleContent: '展期内任选一天入场一次。',
      },
      {
        ...live,
        productType: 1,
        name: 'VIP票',
        sellValue: 28000,
        parValue: 28000,
        totalStock: 10,
        perUserLimit: 5,
        ruleContent: '贵宾通道入场，含休息区与停车。限量10张。',
      },
      {
        ...live,
        productType: 3,
        name: '嘉宾邀请函',
        totalStock: 200,
        ruleContent: '凭邀请函从贵宾通道入场。',
      },
    ])
    .returning({ id: items.id });
  const points = await tx
    .insert(checkpoints)
    .values(
      made.map((m) => ({
        businessId,
        itemId: m.id,
        name: '东门检票口',
        location: '悦来国际博览中心东门',
        longitude: 106.5612,
        latitude: 29.7262,
        radius: 500,
        param: `kcp_${randomBytes(12).toString('base64url')}`,
        openingHours: '09:00-18:00',
        createdBy: ownerId,
      })),
    )
    .returning({ id: checkpoints.id });
  await tx.insert(checkpointCheckers).values(points.map((p) => ({ checkpointId: p.id, userId: checkerId })));
  // the paid ticket (普通票) a demo event sells
  return made[3]!.id;
}

/**
 * Demo events (docs/funly.md): a published free meet with approval, a waitlist (30 places), a two-field form and two
 * slots, which the demo visitor has applied to (pending); a paid track day selling 普通票; one in review; one over
 * (ended yesterday). Published ones have their entry invitation and 活动签到 point, as an approval makes them.
 */
async function seedEvents(
  tx: Tx,
  businessId: number,
  ownerId: number,
  checkerId: number,
  visitorId: number,
  paidTicketId: number,
  img: (n: number) => string,
) {
  const day = 86400_000;
  const now = Date.now();
  const at = (days: number, hour = 0) => new Date(now + days * day + hour * 3600_000);
  const [form] = await tx
    .insert(forms)
    .values({
      businessId,
      title: '车友见面会报名表',
      description: '请填写真实信息，便于现场签到。',
      fields: [
        { key: 'name', kind: 'chinese_name', label: '姓名', required: true, options: [], placeholder: '' },
        { key: 'car', kind: 'text', label: '车型', required: false, options: [], placeholder: '如：坦克300' },
      ],
      createdBy: ownerId,
    })
    .returning({ id: forms.id });
  const base = {
    businessId,
    place: '悦来国际博览中心',
    address: '重庆市渝北区悦来大道66号',
    longitude: 106.5612,
    latitude: 29.7262,
    createdBy: ownerId,
  };
  const made = await tx
    .insert(events)
    .values([
      {
        ...base,
        state: 'running' as const,
        title: '周末越野车友见面会',
        cover: img(2),
        kind: 3,
        startAt: at(7),
        endAt: at(7, 8),
        signupStart: at(-1),
        signupEnd: at(6),
        capacity: 30,
        taken: 1,
        maxCompanions: 2,
        needApproval: true,
        waitlist: true,
        formId: form!.id,
        description: '<p>带上你的爱车，来一场山城越野交流。现场有改装分享与合影环节。</p>',
      },
      {
        ...base,
        state: 'running' as const,
        title: '山城赛道体验日',
        cover: img(1),
        kind: 2,
        startAt: at(14),
        endAt: at(14, 9),
        signupStart: at(-1),
        signupEnd: at(13),
        capacity: 100,
        ticketIds: [paidTicketId],
        description: '<p>专业教练带队，体验赛道驾驶。购买普通票即可报名。</p>',
      },
      {
        ...base,
        state: 'auditing' as const,
        title: '新能源车主交流会',
        cover: img(3),
        kind: 3,
        startAt: at(20),
        endAt: at(20, 4),
        capacity: 50,
        description: '<p>新能源车主用车经验分享。</p>',
      },
      {
        ...base,
        state: 'running' as const,
        title: '春季摩托车巡游',
        cover: img(2),
        kind: 5,
        startAt: at(-3),
        endAt: at(-1),
        signupStart: at(-10),
        signupEnd: at(-4),
        capacity: 0,
        description: '<p>已结束的巡游活动。</p>',
      },
    ])
    .returning();
  for (const e of made.filter((x) => x.state === 'running')) {
    const [entry] = await tx
      .insert(items)
      .values({
        businessId,
        productType: 3,
        state: 'approved',
        eventId: e.id,
        // the terms an approval gives an event's entry item (funly.service), issued and valid from ten days ago
        ...entryTerms(e),
        perUserLimit: 1,
        limitType: 1,
        limitNum: 1,
        issueStart: at(-10),
        validityStart: at(-10),
        ruleContent: '凭报名入场码签到',
        createdBy: ownerId,
      })
      .returning({ id: items.id });
    const [point] = await tx
      .insert(checkpoints)
      .values({
        businessId,
        itemId: entry!.id,
        name: '活动签到',
        location: `${e.place} ${e.address}`,
        longitude: e.longitude,
        latitude: e.latitude,
        radius: 0,
        param: `kcp_${randomBytes(12).toString('base64url')}`,
        openingHours: '',
        createdBy: ownerId,
      })
      .returning({ id: checkpoints.id });
    await tx.insert(checkpointCheckers).values([
      { checkpointId: point!.id, userId: ownerId },
      { checkpointId: point!.id, userId: checkerId },
    ]);
    await tx
      .insert(eventOperators)
      .values({ eventId: e.id, userId: checkerId, name: '核销员小张', role: 'checkin', createdBy: ownerId });
    await tx.update(events).set({ entryItemId: entry!.id, entryPointId: point!.id }).where(eq(events.id, e.id));
  }
  const free = made[0]!;
  const slots = await tx
    .insert(eventSlots)
    .values([
      { eventId: free.id, title: '上午场', startAt: at(7), endAt: at(7, 4), capacity: 15, booked: 1 },
      { eventId: free.id, title: '下午场', startAt: at(7, 4), endAt: at(7, 8), capacity: 15 },
    ])
    .returning({ id: eventSlots.id });
  await tx.insert(eventApplications).values({
    eventId: free.id,
    userId: visitorId,
    status: 2,
    values: { name: '王小明', car: '坦克300' },
    slotId: slots[0]!.id,
  });
}

export const DEMO_RISK_NOTICE =
  '骑行存在摔车、碰撞、车辆故障及天气变化等风险。参加者须持有效摩托车驾驶证、佩戴全盔与护具，遵守交通法规，服从领队、领骑与收队的安排，不超车、不飙车，量力而行。因个人违规或身体原因造成的损失由本人承担。';

/**
 * Demo rides (docs/ride.md): 商家老李 is an approved ride leader; an upcoming ride around the exhibition with three
 * checkpoints, signing up, the demo visitor approved on it; and a night ride running now, with checkpoints open, to
 * try clock-in (the visitor approved there too, position sending still off).
 */
async function seedRides(tx: Tx, leaderId: number, visitorId: number, img: (n: number) => string) {
  const hour = 3600_000;
  const now = Date.now();
  const at = (hours: number) => new Date(now + hours * hour);
  await tx.insert(rideLeaders).values({
    userId: leaderId,
    state: 'approved',
    licenceClass: 'E',
    ridingYears: 8,
    bike: '春风 800MT',
    experience: '八年骑龄，带队跑过川西、青甘大环线，熟悉重庆周边山路。',
    licenceImage: img(3),
    reviewedAt: at(-240),
  });
  const base = {
    leaderId,
    state: 'published' as const,
    meetingPlace: '悦来国际博览中心 南广场',
    meetingAddress: '重庆市渝北区悦来大道66号',
    latitude: 29.7262,
    longitude: 106.5612,
    capacity: 20,
    taken: 1,
    riskNotice: DEMO_RISK_NOTICE,
    feeNote: '油费自理，午餐AA',
  };
  const made = await tx
    .insert(rides)
    .values([
      {
        ...base,
        title: '车展出发 · 缙云山环线骑行',
        startAt: at(24 * 5),
        endAt: at(24 * 5 + 7),
        signupEnd: at(24 * 4),
        routeStart: '悦来国际博览中心',
        routeEnd: '缙云山山门',
        distance: 862,
        pace: 2,
        difficulty: 2,
        minDisplacement: 250,
        bikeTypes: ['street', 'adventure', 'cruiser'],
        description: '看完车展一起上山：沿嘉陵江到北碚，翻缙云山，山门合影后解散。全程有领骑和收队。',
      },
      {
        ...base,
        title: '嘉陵江夜骑',
        startAt: at(-1),
        endAt: at(5),
        signupEnd: at(-2),
        routeStart: '悦来国际博览中心',
        routeEnd: '礼嘉智慧公园',
        distance: 238,
        pace: 1,
        difficulty: 1,
        minDisplacement: 0,
        bikeTypes: [],
        description: '下班后的轻松夜骑，沿江慢行，不限车型。',
      },
    ])
    .returning({ id: rides.id, startAt: rides.startAt, endAt: rides.endAt });
  const route = [
    [
      { name: '悦来国际博览中心', latitude: 29.7262, longitude: 106.5612 },
      { name: '北碚滨江公园', latitude: 29.8257, longitude: 106.4375 },
      { name: '缙云山山门', latitude: 29.8283, longitude: 106.386 },
    ],
    [
      { name: '悦来国际博览中心', latitude: 29.7262, longitude: 106.5612 },
      { name: '嘉陵江观景台', latitude: 29.7012, longitude: 106.5468 },
      { name: '礼嘉智慧公园', latitude: 29.6735, longitude: 106.529 },
    ],
  ];
  for (const [n, r] of made.entries()) {
    await tx.insert(rideCheckpoints).values(
      route[n]!.map((p, i) => ({
        rideId: r.id,
        seq: i + 1,
        ...p,
        radius: 300,
        opensAt: new Date(r.startAt!.getTime() - hour),
        closesAt: new Date(r.endAt!.getTime() + hour),
      })),
    );
    await tx.insert(rideApplications).values({
      rideId: r.id,
      userId: visitorId,
      status: 1,
      bikeBrand: '本田',
      bikeModel: 'CB400X',
      displacement: 399,
      plate: '渝A12345',
      licenceClass: 'E',
      emergencyName: '王大明',
      emergencyMobile: '13900000001',
      riskAcceptedAt: new Date(now - 24 * hour),
      reviewedBy: leaderId,
      reviewedAt: new Date(now - 20 * hour),
    });
  }
}

/** The demo visitor's balance to try a withdrawal: a promotion credit, through the ledger like any money. */
async function seedBalance(tx: Tx, visitorId: number) {
  await transfer(
    tx,
    { kind: 'platform', name: 'promotions' },
    { kind: 'user', ownerId: visitorId },
    10000,
    '活动奖励',
    {
      type: 'seed',
      id: visitorId,
    },
  );
}
