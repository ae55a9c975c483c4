import { sql } from 'drizzle-orm';
import {
  addFamily,
  addFeedback,
  bbsComment,
  bbsCreate,
  centerAlbum,
  agentAdd,
  auditDecide,
  auditList,
  checkpointCheckerAdd,
  checkpointList,
  checkpointSave,
  createOrder,
  distributeClaim,
  distributeIssue,
  distributeMine,
  formSave,
  funlyApply,
  funlyOperatorSave,
  funlySave,
  funlySlotSave,
  holdingCode,
  holdingInfo,
  rideApply,
  rideSave,
  itemAction,
  itemSave,
  projectSave,
  publisherAdd,
  receiveUser,
  submissionSubmit,
  unionApply,
  userEdit,
  writeOff,
  type Role,
} from '@kc/shared';
import { businesses, userRoles } from '../db/schema.js';
import { approvedItem, demoTokens, freeTicket, publishedEvent, rows } from '../test/fixtures.js';
import {
  applyInput,
  approvedLeader,
  approvedRider,
  publishedRide,
  rideInput,
  shiftRide,
} from '../test/ride-fixtures.js';
import type { TestApp } from '../test/test-app.js';
import { uploadPhoto } from '../test/realname-fixtures.js';
import { appliedCarOwner, carOwnerInput, catalogModel, testVin } from '../test/carowner-fixtures.js';
import { showroomWorld, type ShowroomWorld } from '../test/showroom-fixtures.js';

/**
 * The people of the access matrix, in the order they call: the outsiders first (nothing they do may touch the
 * holder's rows), then the business's people and the holder.
 */
export const PEOPLE = [
  'anonymous',
  'stranger',
  'otherOwner',
  'auditor',
  'publisher',
  'agent',
  'checker',
  'bizOwner',
  'bizAdmin',
  'holder',
] as const;
export type Person = (typeof PEOPLE)[number];
export type Member = Exclude<Person, 'anonymous'>;
/** People who have no business with the holder's things: their answers never carry the holder's secrets. */
export const OUTSIDERS: readonly Person[] = ['anonymous', 'stranger', 'otherOwner', 'auditor', 'publisher', 'agent'];
/** People outside business A's management: their answers never carry its private names. */
export const NOT_MANAGERS: readonly Person[] = [
  'anonymous',
  'auditor',
  'stranger',
  'otherOwner',
  'publisher',
  'agent',
  'checker',
  'holder',
];

/** Roles held in business A (the seeded 示例车展运营公司) and in business B (another business). */
export const ROLES_IN_A: Record<Person, Role[]> = {
  anonymous: [],
  stranger: [],
  otherOwner: [],
  auditor: [],
  publisher: ['publisher'],
  agent: ['agent'],
  checker: ['checker'],
  bizOwner: ['owner'],
  bizAdmin: ['admin'],
  holder: [],
};
export const ROLES_IN_B: Record<Person, Role[]> = {
  anonymous: [],
  stranger: [],
  otherOwner: ['owner', 'checker'],
  auditor: [],
  publisher: [],
  agent: [],
  checker: [],
  bizOwner: [],
  bizAdmin: [],
  holder: [],
};

const MOBILES: Record<Member, string> = {
  holder: '13800000001',
  bizOwner: '13800000002',
  checker: '13800000003',
  auditor: '13800000004',
  stranger: '13900000101',
  bizAdmin: '13900000102',
  publisher: '13900000103',
  agent: '13900000104',
  otherOwner: '13900000105',
};
export const NICKNAMES: Record<Member, string> = {
  holder: '持票人赵钱孙李',
  bizOwner: '商家老李',
  checker: '核销员小张',
  auditor: '审核员小陈',
  stranger: '路人甲',
  bizAdmin: '管理员乙',
  publisher: '发布员丙',
  agent: '代理丁',
  otherOwner: '别家老板戊',
};
/** Mobiles only the fixtures use (someone to appoint, to issue to, to add as a checker). */
export const SPARE_MOBILES = {
  newAgent: '13900000195',
  issueTo: '13900000196',
  distributeTo: '13900000197',
  newChecker: '13900000194',
  removableChecker: '13900000193',
  family: '13900000198',
  operator: '13900000192',
  doomedOperator: '13900000191',
  /** a ride leader outside the matrix (the holder rides with them) and two riders of business A's owner's ride */
  rideLeader: '13900000188',
  rideRiderA: '13900000189',
  rideRiderB: '13900000187',
  /** community: an author outside the matrix (their post is liked, commented, reposted; they are followed and
   * reported) and a person everyone blocks */
  poster: '13900000186',
  blockTarget: '13900000185',
};
export const FAMILY = { name: '欧阳修远', id_number: '110101199003074514' };
/** a family member nobody deletes (orders and receipts name them) */
export const KEPT_FAMILY = { name: '司徒雷登', id_number: '11010519491231002X' };
export const PASS = { holder_name: '司马相如', holder_photo: '/uploads/secret-pass-photo.png' };
/** Names only business A's managers may see (none of these is ever audited or on sale). */
export const PRIVATE_NAMES = {
  draftProject: '内部草稿项目甲',
  doomedProject: '内部草稿项目乙',
  draftItem: '内部草稿票甲',
  draftForm: '内部草稿表单甲',
};

export interface World {
  t: TestApp;
  uid: Record<Member, number>;
  token: Record<Member, string>;
  /** the b_id each person acts for */
  bId: Record<Person, number>;
  mobile: Record<Member, string>;
  ids: {
    bizA: number;
    bizB: number;
    /** the seeded exhibition and its items */
    project: number;
    freeItem: number;
    dailyItem: number;
    couponItem: number;
    campaignA: number;
    campaignB: number;
    draftProject: number;
    doomedProject: number;
    draftItem: number;
    pendingAudit: number;
    linkedForm: number;
    draftForm: number;
    formItem: number;
    certItem: number;
    paidItem: number;
    submission: number;
    quota: number;
    agent: number;
    /** the points of the free ticket (item 1) and the daily ticket (item 2), both with the demo checker */
    point1: number;
    point2: number;
    point1Code: string;
    /** a point to edit and add checkers to, and one to delete */
    spare: number;
    doomed: number;
    removableChecker: number;
    unionApplication: number;
    /** the holder's: a used free ticket, a distributed and registered pass, an unused daily ticket */
    h1: number;
    h1Sn: string;
    h2: number;
    h2Sn: string;
    h3: number;
    paidOrder: number;
    paidOrderSn: string;
    unpaidOrder: number;
    unpaidOrderSn: string;
    payableOrderSn: string;
    family: number;
    keptFamily: number;
    /** business B's */
    bProject: number;
    bForm: number;
    bCoupon: number;
    bPoint: number;
    /** events (funly) of business A: published (the holder applied, a slot, an operator), a second one the holder
     * applied to (to cancel), a draft to edit, a draft to delete, a slot and an operator to delete */
    event: number;
    event2: number;
    /** an event everyone may apply to (the matrix's apply row) */
    openEvent: number;
    draftEvent: number;
    doomedEvent: number;
    slot: number;
    doomedSlot: number;
    operator: number;
    doomedOperator: number;
    application: number;
    /**
     * rides (docs/ride.md): business A's owner (an approved leader) leads `ride` (published, a checkpoint; the
     * holder approved, location on; a spare rider approved with a clock-in waiting for review, another pending),
     * `openRide` (anyone may apply; the holder's pending application to cancel) and a draft to delete. The holder
     * also rides `riderRide`, running now and led by someone outside the matrix (so only the holder is its rider
     * among the matrix's people): location on, an accepted clock-in at its first checkpoint, none at the second.
     */
    ride: number;
    rideCheckpoint: number;
    rideApplication: number;
    ridePendingApplication: number;
    rideRoleApplication: number;
    rideReviewClockin: number;
    openRide: number;
    rideCancelApplication: number;
    doomedRide: number;
    riderRide: number;
    riderCheckpoint2: number;
    /**
     * community (docs/community.md): `post` by `poster` (outside the matrix) and their feedback the auditor answers;
     * the holder's own post, a comment on it, a post to delete, an album image and a feedback
     */
    poster: number;
    blockTarget: number;
    post: number;
    posterFeedback: number;
    holderPost: number;
    holderComment: number;
    doomedPost: number;
    holderAlbum: number;
    holderFeedback: number;
    // ── issue 21 exhibition: world id types below this line ──
    /** the seeded exhibition's page (docs/exhibition.md): a news item, activity, brand and edition of it, and a news item to delete */
    exhibition: { news: number; activity: number; brand: number; history: number; doomedNews: number };
    // ── issue 21 lottery: world id types below this line ──
    /**
     * lotteries of business A (docs/lottery.md): open (published, no condition, draw tomorrow), a draft to edit,
     * publish or cancel, and one being drawn (three entrants outside the matrix) with the winner waiting on the screen
     */
    lottery: { open: number; draft: number; drawing: number; winner: number };
    // ── issue 21 blindbox: world id types below this line ──
    /** blind boxes (docs/blindbox.md): business A's box; the holder's unpaid order of it (placed past the age rule) */
    blindBox: number;
    blindBoxOrder: number;
    // ── issue 21 utility (protocol, richtext, epidemic, demo): world id types below this line ──
    // ── issue 19 ids below this line ──
    /** the showroom's advisors, cars, drafts and bookings (docs/showroom.md) */
    showroom: ShowroomWorld;
    /** real-name certification (docs/identity.md): each member's own two uploaded ID photos [front, back] */
    realNamePhotos: Record<Member, [string, string]>;
    /** car-owner certification (docs/identity.md): a catalogue model; the holder's pending one, one to withdraw */
    carBrand: number;
    carSeries: number;
    carModel: number;
    carOwner: number;
    doomedCarOwner: number;
  };
  /** strings of the holder's own that outsiders must never be answered */
  holderSecrets: string[];
  /** a fresh code of the holder's unused daily ticket (codes live 60 s) */
  h3Code(): Promise<string>;
}

const check = <T extends { code: number; message: string; data: unknown }>(r: T, what: string): T => {
  if (r.code !== 0) throw new Error(`world: ${what}: ${r.code} ${r.message} ${JSON.stringify(r.data)}`);
  return r;
};

/** The world every access-matrix call runs in, built through the API (and two grants straight in the table). */
export async function buildWorld(t: TestApp): Promise<World> {
  const demo = await demoTokens(t);
  const token = {
    holder: demo.visitor,
    bizOwner: demo.owner,
    checker: demo.checker,
    auditor: demo.auditor,
  } as Record<Member, string>;
  const uid = {} as Record<Member, number>;
  for (const who of ['stranger', 'bizAdmin', 'publisher', 'agent', 'otherOwner'] as const) {
    const s = await t.loginBySms(MOBILES[who]);
    token[who] = s.token;
  }
  for (const who of Object.keys(MOBILES) as Member[]) {
    const [u] = await rows<{ id: number }>(t, sql`select id from users where mobile = ${MOBILES[who]}`);
    uid[who] = u!.id;
    check(await t.call(userEdit, { nickname: NICKNAMES[who] }, { token: token[who] }), `nickname of ${who}`);
  }
  const [bizA] = await rows<{ id: number }>(t, sql`select id from businesses order by id limit 1`);
  // the seeded exhibition (db/seed.ts): its project and its free ticket, daily ticket, coffee coupon and paid ticket
  const seeded = async (name: string) =>
    (await rows<{ id: number }>(t, sql`select id from items where name = ${name} and business_id = ${bizA!.id}`))[0]!
      .id;
  const [{ id: project } = { id: 0 }] = await rows<{ id: number }>(
    t,
    sql`select id from projects where business_id = ${bizA!.id} and state = 'published' order by id limit 1`,
  );
  const freeItem = await seeded('免费观展票');
  const dailyItem = await seeded('三日通票');
  const couponItem = await seeded('展馆咖啡券');
  const paidItem = await seeded('普通票');
  // the seeded campaigns: one business A applies to in the matrix, one B has applied to
  const campaign = async (title: string) =>
    (await rows<{ id: number }>(t, sql`select id from campaigns where title = ${title}`))[0]!.id;
  const campaignA = await campaign('2026 冬季购车节联合营销');
  const campaignB = await campaign('春节骑行季');
  const [bizB] = await t.database.db.insert(businesses).values({ name: '另一家商家' }).returning({ id: businesses.id });
  await t.database.db.insert(userRoles).values([
    { userId: uid.bizAdmin, role: 'admin', businessId: bizA!.id },
    { userId: uid.otherOwner, role: 'owner', businessId: bizB!.id },
  ]);
  const as = (who: Member, b = bizA!.id) => ({ token: token[who], payload: { b_id: b } });
  const owner = as('bizOwner');

  // business A: drafts, forms, items, a pending audit, a publisher, an agent, points
  const draft = async (name: string) => check(await t.call(projectSave, { name }, owner), name).data.id;
  const draftProject = await draft(PRIVATE_NAMES.draftProject);
  const doomedProject = await draft(PRIVATE_NAMES.doomedProject);
  const fields = [
    { key: 'name', kind: 'chinese_name', label: '姓名', required: true },
    { key: 'phone', kind: 'mobile', label: '手机号', required: true },
  ];
  const linkedForm = check(await t.call(formSave, { title: '嘉宾报名', fields }, owner), 'form').data.id;
  const draftForm = check(await t.call(formSave, { title: PRIVATE_NAMES.draftForm, fields }, owner), 'form').data.id;
  const tok = { owner: demo.owner, auditor: demo.auditor };
  const formItem = await approvedItem(t, tok, {
    name: '报名邀请函',
    product_type: 3,
    form_id: linkedForm,
    registration_distribution: 2,
  });
  const certItem = await approvedItem(t, tok, { name: '嘉宾证', product_type: 3, is_cert: true });
  const draftItem = check(
    await t.call(itemSave, { product_type: 1, name: PRIVATE_NAMES.draftItem, project_id: project }, owner),
    'draft item',
  ).data.id;
  const auditing = check(
    await t.call(itemSave, { ...freeTicket(), name: '待审核票', project_id: project }, owner),
    'auditing item',
  ).data.id;
  check(await t.call(itemAction, { id: auditing, action: 'submit' }, owner), 'submit');
  const pendingAudit = (await t.call(auditList, { page_size: 100 }, { token: demo.auditor })).data.list.find(
    (a) => a.target_id === auditing,
  )!.id;
  const quota = check(
    await t.call(publisherAdd, { item_id: freeItem, mobile: MOBILES.publisher, quota: 5 }, owner),
    'publisher',
  ).data.id;
  const agent = check(await t.call(agentAdd, { item_id: freeItem, mobile: MOBILES.agent }, owner), 'agent').data.id;
  await t.loginBySms(SPARE_MOBILES.newAgent);
  const points = async (item: number) => (await t.call(checkpointList, { item_id: item }, owner)).data.list;
  const [p1] = await points(freeItem);
  const [p2] = await points(dailyItem);
  const point = async (name: string) =>
    check(
      await t.call(
        checkpointSave,
        { item_id: freeItem, point_name: name, point_location: '北门', write_off_type: 1 },
        owner,
      ),
      name,
    ).data.id;
  const spare = await point('备用检票口');
  const doomed = await point('临时检票口');
  const added = check(
    await t.call(checkpointCheckerAdd, { id: spare, mobile: SPARE_MOBILES.removableChecker }, owner),
    'checker',
  ).data.write_off_users;
  const removableChecker = added.find((u) => u.user_phone === SPARE_MOBILES.removableChecker)!.id;

  // business B: a published project, a form, an approved coupon and its point (for references across businesses)
  const b = as('otherOwner', bizB!.id);
  const start = Math.floor(Date.now() / 1000);
  const bProject = check(
    await t.call(
      projectSave,
      { name: '别家车展', kind: 1, start_time: start, end_time: start + 30 * 86400, venue: '别家场馆', publish: true },
      b,
    ),
    'project of B',
  ).data.id;
  const bForm = check(await t.call(formSave, { title: '别家报名表', fields }, b), 'form of B').data.id;
  const bCoupon = check(
    await t.call(itemSave, { ...freeTicket(), product_type: 2, name: '别家咖啡券', project_id: bProject }, b),
    'coupon of B',
  ).data.id;
  check(await t.call(itemAction, { id: bCoupon, action: 'submit' }, b), 'submit B');
  const bAudit = (await t.call(auditList, { page_size: 100 }, { token: demo.auditor })).data.list.find(
    (a) => a.target_id === bCoupon,
  )!.id;
  check(await t.call(auditDecide, { id: bAudit, pass: true }, { token: demo.auditor }), 'approve B');
  const bPoint = check(
    await t.call(
      checkpointSave,
      { item_id: bCoupon, point_name: '别家门口', point_location: '别处', write_off_type: 1 },
      b,
    ),
    'point of B',
  ).data.id;

  // B's owner also checks at B's point (scanning the holder's code there must show nothing of it)
  check(await t.call(checkpointCheckerAdd, { id: bPoint, mobile: MOBILES.otherOwner }, b), 'checker of B');

  // business B applies to a campaign: an application for the auditors
  const unionApplication = check(
    await t.call(
      unionApply,
      { campaign_id: campaignB, values: { contact: '王五', phone: MOBILES.otherOwner, offer: '九折' } },
      as('otherOwner', bizB!.id),
    ),
    'union apply',
  ).data.id;

  // the holder's things
  const holder = { token: token.holder };
  const r1 = check(await t.call(receiveUser, { item_id: freeItem }, holder), 'receive 1').data;
  const code1 = check(await t.call(holdingCode, { holding_id: r1.holding_id }, holder), 'code').data.code;
  const used = check(
    await t.call(writeOff, { code: code1, point_id: p1!.id, nonce: 'world-nonce-1' }, { token: token.checker }),
    'write-off',
  ).data;
  if (!used.ok) throw new Error(`world: write-off refused: ${used.reason}`);
  const r3 = check(await t.call(receiveUser, { item_id: dailyItem }, holder), 'receive 2').data;
  check(await t.call(distributeIssue, { item_id: certItem, mobiles: [MOBILES.holder] }, owner), 'distribute');
  const h2 = (await t.call(distributeMine, {}, holder)).data.list.find((r) => r.item_id === certItem)!.holding_id;
  check(await t.call(distributeClaim, { holding_id: h2, ...PASS }, holder), 'claim');
  const h2Sn = check(await t.call(holdingInfo, { holding_id: h2 }, holder), 'pass').data.cert_sn;
  const submission = check(
    await t.call(
      submissionSubmit,
      { type: 1, id: formItem, values: { name: '赵钱孙', phone: MOBILES.holder } },
      holder,
    ),
    'sign-up',
  ).data.id;
  const buy = async (quantity: number) =>
    check(await t.call(createOrder, { type: 1, data: { item_id: paidItem, quantity } }, holder), 'order').data;
  const paid = await buy(2);
  const n = t.services.payments.sandbox.notice(paid.order_sn, paid.amount);
  const notified = await t.app.inject({
    method: 'POST',
    url: '/corder/v1/notify/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
    payload: n.body,
  });
  if (notified.statusCode !== 200) throw new Error(`world: payment notice: ${notified.body}`);
  const unpaid = await buy(1);
  const payable = await buy(1);
  const family = check(await t.call(addFamily, { ...FAMILY, mobile: SPARE_MOBILES.family }, holder), 'family').data.id;
  const keptFamily = check(
    await t.call(addFamily, { ...KEPT_FAMILY, mobile: SPARE_MOBILES.family }, holder),
    'kept family',
  ).data.id;

  // events of business A (docs/funly.md)
  const event = await publishedEvent(t, tok, { title: '车友周末聚会' }, owner);
  const event2 = await publishedEvent(t, tok, { title: '车友夜骑' }, owner);
  const openEvent = await publishedEvent(t, tok, { title: '车友开放日', capacity: 0 }, owner);
  const draftEvent = check(await t.call(funlySave, { title: '活动草稿' }, owner), 'draft event').data.id;
  const doomedEvent = check(await t.call(funlySave, { title: '要删除的活动草稿' }, owner), 'doomed event').data.id;
  const slotAt = start + 86400;
  const addSlot = async (title: string) =>
    check(
      await t.call(
        funlySlotSave,
        { id: event, title, start_time: slotAt, end_time: slotAt + 3600, capacity: 10 },
        owner,
      ),
      title,
    ).data.slots.find((x) => x.title === title)!.id;
  const slot = await addSlot('上午场');
  const doomedSlot = await addSlot('下午场');
  const addOperator = async (mobile: string, role: 'manager' | 'checkin') =>
    check(await t.call(funlyOperatorSave, { id: event, mobile, name: '协办人员', role }, owner), 'operator').data.id;
  const operator = await addOperator(SPARE_MOBILES.operator, 'manager');
  const doomedOperator = await addOperator(SPARE_MOBILES.doomedOperator, 'checkin');
  const application = check(await t.call(funlyApply, { id: event }, holder), 'apply').data.application.id;
  check(await t.call(funlyApply, { id: event2 }, holder), 'apply 2');
  const entryHoldings = (
    await rows<{ holding_id: number | null }>(
      t,
      sql`select holding_id from event_applications where user_id = ${uid.holder} and holding_id is not null`,
    )
  ).map((r) => r.holding_id!);

  // rides of business A's owner (seeded as an approved leader; approvedLeader makes sure)
  const leader = token.bizOwner;
  await approvedLeader(t, leader);
  const ride = await publishedRide(t, leader, { title: '车友南山骑行' });
  const [rideCp] = await rows<{ id: number }>(t, sql`select id from ride_checkpoints where ride_id = ${ride}`);
  const rideApplication = await approvedRider(t, leader, token.holder, ride);
  await rows(t, sql`update ride_applications set location_on = true where id = ${rideApplication}`);
  const riderA = await t.loginBySms(SPARE_MOBILES.rideRiderA);
  const riderB = await t.loginBySms(SPARE_MOBILES.rideRiderB);
  const rideRoleApplication = await approvedRider(t, leader, riderA.token, ride);
  const ridePendingApplication = check(
    await t.call(rideApply, { id: ride, ...applyInput() }, { token: riderB.token }),
    'ride apply',
  ).data.id;
  const [rideReview] = await rows<{ id: number }>(
    t,
    sql`insert into ride_clockins (ride_id, checkpoint_id, user_id, status, latitude, longitude, distance_m, reason)
        values (${ride}, ${rideCp!.id}, ${riderA.uid}, 2, 29.6, 106.7, 9000, '距打卡点9000米，超出300米打卡范围')
        returning id`,
  );
  const openRide = await publishedRide(t, leader, { title: '车友开放骑行', capacity: 0 });
  const rideCancelApplication = check(
    await t.call(rideApply, { id: openRide, ...applyInput() }, holder),
    'ride apply 2',
  ).data.id;
  const doomedRide = check(await t.call(rideSave, { title: '要删除的骑行草稿' }, { token: leader }), 'ride draft').data
    .id;
  // a ride led by someone outside the matrix, running now: the holder approved, one accepted clock-in
  const outsideLeader = await t.loginBySms(SPARE_MOBILES.rideLeader);
  await approvedLeader(t, outsideLeader.token);
  const second = { ...rideInput().checkpoints[0]!, name: '第二打卡点', latitude: 29.56, longitude: 106.6 };
  const riderRide = await publishedRide(t, outsideLeader.token, {
    title: '车友夜骑打卡',
    checkpoints: [rideInput().checkpoints[0]!, second],
  });
  await approvedRider(t, outsideLeader.token, token.holder, riderRide);
  await shiftRide(t, riderRide, -(2 * 86400 + 3600));
  const riderCps = await rows<{ id: number }>(
    t,
    sql`select id from ride_checkpoints where ride_id = ${riderRide} order by seq`,
  );
  await rows(
    t,
    sql`update ride_applications set location_on = true where ride_id = ${riderRide} and user_id = ${uid.holder}`,
  );
  await rows(
    t,
    sql`insert into ride_clockins (ride_id, checkpoint_id, user_id, status, latitude, longitude, distance_m)
        values (${riderRide}, ${riderCps[0]!.id}, ${uid.holder}, 1, 29.5561, 106.6123, 0)`,
  );

  // community: a post by someone outside the matrix, the holder's own things
  const poster = await t.loginBySms(SPARE_MOBILES.poster);
  const blockTarget = await t.loginBySms(SPARE_MOBILES.blockTarget);
  const byPoster = { token: poster.token };
  const post = check(await t.call(bbsCreate, { body: '周末去缙云山，有一起的吗？', tags: ['摩旅'] }, byPoster), 'post')
    .data.id;
  const posterFeedback = check(await t.call(addFeedback, { content: '希望增加夜间模式' }, byPoster), 'feedback').data
    .id;
  const holderPost = check(await t.call(bbsCreate, { body: '我的第一条帖子' }, holder), 'holder post').data.id;
  const holderComment = check(await t.call(bbsComment, { post_id: holderPost, body: '补充一下' }, holder), 'comment')
    .data.id;
  const doomedPost = check(await t.call(bbsCreate, { body: '要删除的帖子' }, holder), 'doomed post').data.id;
  const holderAlbum = check(await t.call(centerAlbum, { images: ['/uploads/album-1.png'] }, holder), 'album').data
    .list[0]!.id;
  const holderFeedback = check(await t.call(addFeedback, { content: '扫码页面希望更亮一些' }, holder), 'feedback 2')
    .data.id;

  // ── issue 19: showroom, carowner, realname and merchant resources are made below this line ──
  const showroom = await showroomWorld(t, {
    owner,
    b,
    holder: token.holder,
    auditor: demo.auditor,
    bookerMobile: '13900000171',
  });
  const realNamePhotos = {} as Record<Member, [string, string]>;
  for (const who of Object.keys(MOBILES) as Member[])
    realNamePhotos[who] = [await uploadPhoto(t, token[who]), await uploadPhoto(t, token[who], '#cc6633')];
  const carPick = await catalogModel(t);
  const carOwner = await appliedCarOwner(t, token.holder, carOwnerInput(carPick, testVin(880)));
  const doomedCarOwner = await appliedCarOwner(t, token.holder, carOwnerInput(carPick, testVin(881), '渝B12345'));

  // ── issue 21 exhibition: world resources made below this line ──
  const firstOf = async (table: string) =>
    (
      await rows<{ id: number }>(
        t,
        sql`select id from ${sql.identifier(table)} where project_id = ${project} order by id limit 1`,
      )
    )[0]!.id;
  const [doomedNews] = await rows<{ id: number }>(
    t,
    sql`insert into exhibition_news (project_id, title, published_at) values (${project}, '待删除资讯', now()) returning id`,
  );
  const exhibition = {
    news: await firstOf('exhibition_news'),
    activity: await firstOf('exhibition_activities'),
    brand: await firstOf('exhibition_brands'),
    history: await firstOf('exhibition_history'),
    doomedNews: doomedNews!.id,
  };
  // ── issue 21 lottery: world resources made below this line ──
  const lotteryActor = { uid: uid.bizOwner, businessId: bizA!.id };
  const lotteryDraft = (title: string, drawIn: number) =>
    t.services.lottery.save(lotteryActor, {
      project_id: project,
      title,
      rules: '每人限参与一次。',
      draw_at: Math.floor(Date.now() / 1000) + drawIn,
      hold_ticket: false,
      checked_in_today: false,
      prizes: [{ name: '车载冰箱', image: '', value: 59_900, stock: 3 }],
    });
  const openLottery = (await lotteryDraft('矩阵抽奖', 86400)).id;
  await t.services.lottery.publish(lotteryActor, openLottery);
  const draftLottery = (await lotteryDraft('矩阵抽奖草稿', 86400)).id;
  const drawingLottery = (await lotteryDraft('矩阵开奖中', 3600)).id;
  await t.services.lottery.publish(lotteryActor, drawingLottery);
  const entrants = await rows<{ id: number }>(
    t,
    sql`insert into users (mobile, username, nickname)
        select '1379977' || lpad(g::text, 4, '0'), 'lot' || g, '抽奖观众' || g from generate_series(1, 3) g returning id`,
  );
  for (const e of entrants) await t.services.lottery.enter(e.id, drawingLottery);
  await rows(t, sql`update lotteries set draw_at = now() - interval '1 minute' where id = ${drawingLottery}`);
  const lotteryWinner = (await t.services.lottery.start(lotteryActor, drawingLottery)).current!.id;
  // ── issue 21 blindbox: world resources made below this line ──
  const blindBox = (
    await t.services.blindBoxes.save(
      { uid: uid.bizOwner, businessId: bizA!.id },
      {
        title: '矩阵盲盒',
        price: 990,
        daily_cap: 5,
        project_id: null,
        cover: '',
        rules: '',
        state: 'on',
        start_time: Math.floor(Date.now() / 1000) - 3600,
        end_time: Math.floor(Date.now() / 1000) + 30 * 86400,
        prizes: [{ name: '钥匙扣', image: '/uploads/prize.png', value: 500, stock: 50, weight: 1 }],
      },
    )
  ).id;
  const holderUser = (await t.services.sessions.authenticate(token.holder))!;
  const blindBoxItem = (
    await rows<{ item_id: number }>(t, sql`select item_id from blind_boxes where id = ${blindBox}`)
  )[0]!.item_id;
  const blindBoxOrder = (
    await t.services.orders.create(holderUser, { item_id: blindBoxItem, quantity: 1, recipient_id: null, spm: '' })
  ).id;
  // ── issue 21 utility (protocol, richtext, epidemic, demo): world resources made below this line ──
  const [pc] = await rows<{ param: string }>(t, sql`select param from checkpoints where id = ${p1!.id}`);
  const mobile = MOBILES;
  return {
    t,
    uid,
    token,
    mobile,
    bId: Object.fromEntries(PEOPLE.map((p) => [p, p === 'otherOwner' ? bizB!.id : bizA!.id])) as Record<Person, number>,
    ids: {
      bizA: bizA!.id,
      bizB: bizB!.id,
      project,
      freeItem,
      dailyItem,
      couponItem,
      campaignA,
      campaignB,
      draftProject,
      doomedProject,
      draftItem,
      pendingAudit,
      linkedForm,
      draftForm,
      formItem,
      certItem,
      paidItem,
      submission,
      quota,
      agent,
      point1: p1!.id,
      point2: p2!.id,
      point1Code: pc!.param,
      spare,
      doomed,
      removableChecker,
      unionApplication,
      h1: r1.holding_id,
      h1Sn: r1.order_sn,
      h2,
      h2Sn,
      h3: r3.holding_id,
      paidOrder: paid.id,
      paidOrderSn: paid.order_sn,
      unpaidOrder: unpaid.id,
      unpaidOrderSn: unpaid.order_sn,
      payableOrderSn: payable.order_sn,
      family,
      keptFamily,
      bProject,
      bForm,
      bCoupon,
      bPoint,
      event,
      event2,
      openEvent,
      draftEvent,
      doomedEvent,
      slot,
      doomedSlot,
      operator,
      doomedOperator,
      application,
      ride,
      rideCheckpoint: rideCp!.id,
      rideApplication,
      ridePendingApplication,
      rideRoleApplication,
      rideReviewClockin: rideReview!.id,
      openRide,
      rideCancelApplication,
      doomedRide,
      riderRide,
      riderCheckpoint2: riderCps[1]!.id,
      // ── issue 21 exhibition: world ids returned below this line ──
      exhibition,
      // ── issue 21 lottery: world ids returned below this line ──
      lottery: { open: openLottery, draft: draftLottery, drawing: drawingLottery, winner: lotteryWinner },
      // ── issue 21 blindbox: world ids returned below this line ──
      blindBox,
      blindBoxOrder,
      // ── issue 21 utility (protocol, richtext, epidemic, demo): world ids returned below this line ──
      poster: poster.uid,
      blockTarget: blockTarget.uid,
      post,
      posterFeedback,
      holderPost,
      holderComment,
      doomedPost,
      holderAlbum,
      holderFeedback,
      // ── issue 19 ids below this line ──
      showroom,
      realNamePhotos,
      carBrand: carPick.brand_id,
      carSeries: carPick.series_id,
      carModel: carPick.model_id,
      carOwner,
      doomedCarOwner,
    },
    holderSecrets: [
      MOBILES.holder,
      r1.order_sn,
      paid.order_sn,
      unpaid.order_sn,
      payable.order_sn,
      FAMILY.name,
      FAMILY.id_number,
      KEPT_FAMILY.name,
      KEPT_FAMILY.id_number,
      PASS.holder_name,
      PASS.holder_photo,
      ...[r1.holding_id, h2, r3.holding_id, ...entryHoldings].flatMap((id) => [
        `"holding_id":${id},`,
        `"holding_id":${id}}`,
      ]),
    ],
    h3Code: async () => check(await t.call(holdingCode, { holding_id: r3.holding_id }, holder), 'code of h3').data.code,
  };
}
