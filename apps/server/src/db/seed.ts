import { hash } from '@node-rs/argon2';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { randomBytes } from 'node:crypto';
import type { Tx } from './client.js';
import { entryTerms } from '../modules/funly/funly.service.js';
import { transfer } from '../modules/wallet/ledger.js';
import { seedCarOwner } from './seed-carowner.js';
import { seedMerchant } from './seed-merchant.js';
import { seedShowroom } from './seed-showroom.js';
import { seedStatistics } from './seed-statistics.js';
import { seedUtility } from './seed-utility.js';
import { seedExhibition } from './seed-exhibition.js';
import { seedBlindBox } from './seed-blindbox.js';
import { seedLottery } from './seed-lottery.js';
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
  follows,
  forms,
  items,
  postComments,
  postFavorites,
  postLikes,
  posts,
  postTags,
  projects,
  rideApplications,
  rideCheckpoints,
  rideLeaders,
  rides,
  tags,
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

/**
 * Demo data, written once (the first instance to start wins; later starts and other instances skip).
 * `statistics: false` leaves out the two weeks of efficiency history (db/seed-statistics.ts: thousands of holdings,
 * orders and write-offs, most of the seed's time): for API test files that never read it.
 */
export async function seedDemoData(db: Db, product: string, opts: { statistics?: boolean } = {}): Promise<boolean> {
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
    await seedCommunity(
      tx,
      DEMO_ACCOUNTS.map((a) => uid(a.mobile)),
      img,
    );
    // ── issue 19: seedShowroom, seedCarOwner, seedRealName, seedMerchant (db/seed-<area>.ts) are called below this line ──
    await seedMerchant(tx, { businessId: biz!.id }, `/static-${product}2/merchant/business-licence.svg`);
    await seedShowroom(tx, { businessId: biz!.id, ownerId: uid('13800000002') }, product);
    await seedCarOwner(
      tx,
      {
        visitor: uid('13800000001'),
        visitorName: '观众小王',
        dealer: uid('13800000002'),
        dealerName: '商家老李',
        auditor: uid('13800000004'),
      },
      `/static-${product}2/carowner/driving-licence.svg`,
    );
    // issue 20: two weeks of history for the efficiency statistics and the gate screen (db/seed-statistics.ts)
    if (opts.statistics !== false)
      await seedStatistics(tx, { businessId: biz!.id, ownerId: uid('13800000002'), checkerId: uid('13800000003') });
    // ── issue 21 exhibition: seed calls below this line ──
    await seedExhibition(tx, { businessId: biz!.id, ownerId: uid('13800000002') }, product);
    // ── issue 21 lottery: seed calls below this line ──
    await seedLottery(tx, { businessId: biz!.id, ownerId: uid('13800000002') }, product);
    // ── issue 21 blindbox: seed calls below this line ──
    await seedBlindBox(
      tx,
      { businessId: biz!.id, ownerId: uid('13800000002'), visitorId: uid('13800000001') },
      product,
    );
    // ── issue 21 utility (protocol, richtext, epidemic, demo): seed calls below this line ──
    await seedUtility(tx, {
      checkerId: uid('13800000003'),
      healthCode: `/static-${product}2/epidemic/health-code.svg`,
    });
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

/** The community's demo posts: [author index in DEMO_ACCOUNTS, body, images, tags, days ago]. */
const DEMO_POSTS: [number, string, number[], string[], number][] = [
  [1, '2026 重庆国际车展本周开幕，展馆南广场有摩托车专区，欢迎车友们来玩！', [1, 2], ['车展'], 20],
  [0, '第一次骑车去缙云山，山路很舒服，下次约上大家一起。', [2], ['摩旅'], 19],
  [0, '新换的排气和护杠，声音好听多了。', [3, 1], ['改装'], 18],
  [2, '周末自驾去武隆，天生三桥真的震撼，推荐秋天去。', [1], ['自驾游'], 17],
  [1, '车展现场的新车实拍，这台复古街车大家觉得怎么样？', [2, 3, 1], ['车展', '改装'], 16],
  [3, '提醒一下：骑行一定要戴全盔，护具也别省。', [], ['摩旅'], 15],
  [0, '嘉陵江夜骑打卡，夜景一绝。', [3], ['摩旅'], 14],
  [2, '自驾川西的路线分享：成都—康定—新都桥—理塘，十天刚好。', [1, 2], ['自驾游'], 13],
  [1, '展馆东门入口有核销点，提前准备好二维码入场更快。', [], ['车展'], 12],
  [0, '改装了LED大灯，夜里亮了不少，有同款的车友吗？', [2], ['改装'], 11],
  [3, '国庆自驾去了青海湖，骑行的车友好多。', [3, 1], ['自驾游', '摩旅'], 10],
  [2, '换了一套防摔球和手把套，准备下个月跑环线。', [1], ['改装', '摩旅'], 9],
  [1, '车展第二天，人气爆棚，感谢车友们捧场！', [2, 3], ['车展'], 8],
  [0, '周末一个人骑到北碚，吃了碗豆花饭，简单的快乐。', [], ['摩旅'], 7],
  [3, '自驾游装备清单：应急电源、补胎工具、急救包，一个都不能少。', [1], ['自驾游'], 6],
  [2, '请教一下：四百级的车跑长途，坐垫怎么改更舒服？', [], ['改装'], 5],
  [1, '车展周边的停车信息整理好了，自驾来的车友看这里。', [3], ['车展', '自驾游'], 4],
  [0, '夕阳下的滨江路，骑车真是最好的解压方式。', [1, 3], ['摩旅'], 3],
  [3, '车友会的夜骑活动报名了吗？这周五晚上见。', [2], ['摩旅'], 2],
  [2, '刚提的新车，先去车展逛一圈再开始磨合。', [1], ['车展'], 1],
];

/**
 * Community demo data (docs/community.md): twenty posts by the demo accounts with the demo images, tags 自驾游, 摩旅,
 * 改装 and 车展, likes, favourites, comments, a repost and follows between the demo accounts. The demo accounts date
 * from a month ago, so the new-account sandbox does not apply to them. Every counter is set from the rows it counts.
 */
async function seedCommunity(tx: Tx, people: number[], img: (n: number) => string) {
  const day = 86400_000;
  const now = Date.now();
  const ago = (days: number, hours = 0) => new Date(now - days * day + hours * 3600_000);
  await tx
    .update(users)
    .set({ createdAt: ago(30) })
    .where(inArray(users.id, people));
  const names = [...new Set(DEMO_POSTS.flatMap((p) => p[3]))];
  const tagRows = await tx
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .returning({ id: tags.id, name: tags.name });
  const tagId = (name: string) => tagRows.find((t) => t.name === name)!.id;
  const made = await tx
    .insert(posts)
    .values(
      DEMO_POSTS.map(([by, body, images, tagNames, days], i) => ({
        userId: people[by]!,
        body,
        images: images.map(img),
        tags: tagNames,
        contentHash: `demo-${i}`,
        createdAt: ago(days),
        updatedAt: ago(days),
      })),
    )
    .returning({ id: posts.id, userId: posts.userId });
  await tx
    .insert(postTags)
    .values(DEMO_POSTS.flatMap((p, i) => p[3].map((n) => ({ postId: made[i]!.id, tagId: tagId(n) }))));
  // a repost by the visitor of the business owner's first post
  await tx.insert(posts).values({
    userId: people[0]!,
    body: '车展开幕啦，一起去！',
    relayOf: made[0]!.id,
    contentHash: 'demo-relay',
    createdAt: ago(0, -6),
    updatedAt: ago(0, -6),
  });
  // every demo account likes the posts of others with an even index; the visitor favourites a few
  await tx
    .insert(postLikes)
    .values(
      made.flatMap((p, i) =>
        i % 2 === 0 ? people.filter((u) => u !== p.userId).map((userId) => ({ postId: p.id, userId })) : [],
      ),
    );
  await tx
    .insert(postFavorites)
    .values([made[3]!, made[7]!, made[10]!].map((p) => ({ postId: p.id, userId: people[0]! })));
  const comments: { post: number; by: number; body: string; days: number }[] = [
    { post: 0, by: 0, body: '已经买好票了，周末见！', days: 19 },
    { post: 0, by: 2, body: '核销点在哪个门？', days: 19 },
    { post: 1, by: 1, body: '缙云山那条路我熟，下次带你。', days: 18 },
    { post: 4, by: 0, body: '颜值很高，想试驾。', days: 15 },
    { post: 7, by: 3, body: '路线收藏了，谢谢分享。', days: 12 },
    { post: 10, by: 2, body: '青海湖太美了！', days: 9 },
    { post: 17, by: 1, body: '这张照片可以当壁纸。', days: 2 },
  ];
  const inserted = await tx
    .insert(postComments)
    .values(
      comments.map((c) => ({ postId: made[c.post]!.id, userId: people[c.by]!, body: c.body, createdAt: ago(c.days) })),
    )
    .returning({ id: postComments.id });
  // the business owner answers the checker's question
  await tx.insert(postComments).values({
    postId: made[0]!.id,
    userId: people[1]!,
    body: '东门和南门都有，入口处就能看到。',
    replyTo: inserted[1]!.id,
    createdAt: ago(18),
  });
  // follows: everyone follows the business owner; the owner and the visitor follow each other
  const pairs = [
    [0, 1],
    [2, 1],
    [3, 1],
    [1, 0],
    [2, 0],
  ] as const;
  await tx.insert(follows).values(pairs.map(([a, b]) => ({ followerId: people[a]!, followeeId: people[b]! })));
  // the counters from the rows they count
  await tx.execute(sql`
    update posts p set
      like_count = (select count(*) from post_likes l where l.post_id = p.id),
      favorite_count = (select count(*) from post_favorites f where f.post_id = p.id),
      comment_count = (select count(*) from post_comments c where c.post_id = p.id and c.state = 'visible'),
      relay_count = (select count(*) from posts r where r.relay_of = p.id)
    where p.user_id in ${people}`);
  await tx.execute(sql`
    update tags t set post_count = (select count(*) from post_tags pt join posts p on p.id = pt.post_id
                                    where pt.tag_id = t.id and p.state = 'visible')`);
  await tx.execute(sql`
    update users u set
      post_count = (select count(*) from posts p where p.user_id = u.id and p.state = 'visible'),
      follower_count = (select count(*) from follows f where f.followee_id = u.id),
      following_count = (select count(*) from follows f where f.follower_id = u.id)
    where u.id in ${people}`);
}
