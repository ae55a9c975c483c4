import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calls,
  describeAccess,
  ErrorCode,
  resolvePath,
  type CallAccess,
  type CallDef,
  type CallName,
} from '@kc/shared';
import type { TokenPair } from '../modules/user/session.service.js';
import { testApp, type TestApp } from '../test/test-app.js';
import { sampleQuery } from '../test/contract-values.js';
import { applyInput } from '../test/ride-fixtures.js';
import { idNumberOf } from '../test/realname-fixtures.js';
import { readyDraft } from '../test/merchant-fixtures.js';
import { testVin } from '../test/carowner-fixtures.js';
import { shanghaiDate } from '../test/showroom-fixtures.js';
import { changedTables, tableDigests, userRowsDigest } from './tables.js';
import {
  buildWorld,
  NICKNAMES,
  NOT_MANAGERS,
  OUTSIDERS,
  PASS,
  PEOPLE,
  PRIVATE_NAMES,
  ROLES_IN_A,
  ROLES_IN_B,
  SPARE_MOBILES,
  type Member,
  type Person,
  type World,
} from './world.js';

/**
 * The access matrix: every call of the contract × every person of the world (anonymous, a stranger, the owner of
 * another business, an auditor, business A's publisher, agent, checker, owner and admin, and the holder whose
 * orders, items and family they are), with the expected answer computed from the call's declared `access`
 * (packages/shared/src/common/contract.ts) — never listed here by hand. docs/security.md, "Access control".
 *
 * - refused: anonymous gets 30000; anyone else 10003 or 10004 (or, for `refusal: 'outcome'`, code 0 with
 *   `ok: false` and nothing of the resource) — and the database is exactly as before, row for row;
 * - allowed: never 30000 or 10003 (10004 only once an earlier allowed caller used the thing up);
 * - whatever the answer: the holder's secrets (mobile, nickname, order and receipt numbers, family, the pass's
 *   registered name and photo, holding ids) never reach an outsider, business A's private names (drafts, an
 *   unlinked form) never reach anyone outside its management, and nothing an outsider may do changes a row of the
 *   holder's.
 *
 * FIXTURES says, per call, which resource the query points at (merged over the query generated from the schema),
 * whose it is (`owner`), and whether it names no resource of business A (`anyBusiness`: a manager of another
 * business acting for it is then allowed). A call missing from FIXTURES fails to compile and fails here.
 */

interface Fixture {
  query?: (
    w: World,
    who: Person,
    session: TokenPair | null,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  owner?: Member;
  anyBusiness?: true;
  /** every caller uses a new session of their own (the call ends it) */
  freshSession?: true;
  /** 10004 is the answer even for those allowed (nothing of the kind exists yet) */
  notFound?: true;
  /**
   * The same call with a query that names, inside it, someone else's thing (the holder's family member, business
   * B's project, form, coupon or point): whoever it does not belong to is refused (10001, 10003 or 10004) and
   * nothing changes; its owner acting for themselves (when the rest of the query is theirs too) may go on.
   */
  foreign?: { owner?: Member; query: (w: World) => Record<string, unknown> | Promise<Record<string, unknown>> };
}

const day = 86400;
const now = () => Math.floor(Date.now() / 1000);
const field = [{ key: 'name', kind: 'chinese_name', label: '姓名', required: true }];
/** a manual real-name application of `who` with their own photos and an ID number of their own (docs/identity.md) */
const realNameApplication = (w: World, who: Person) => ({
  name: '张三丰',
  id_number: idNumberOf(900 + PEOPLE.indexOf(who)),
  method: 'manual',
  consent: true,
  front_image: who === 'anonymous' ? '/uploads/a.png' : w.ids.realNamePhotos[who][0],
  back_image: who === 'anonymous' ? '/uploads/b.png' : w.ids.realNamePhotos[who][1],
});

const FIXTURES: Record<CallName, Fixture> = {
  login: {},
  register: {},
  tokenRefresh: { freshSession: true, query: (_w, _who, s) => ({ tokenrefurbish: s!.refreshToken }) },
  logout: { freshSession: true },
  userIndex: {},
  userInfo: {},
  userEdit: { query: () => ({ signature: '你好' }) },
  userEditField: { query: (_w, who) => ({ nickname: who === 'anonymous' ? '无名' : NICKNAMES[who] }) },
  aboutUs: {},
  drawdown: {},
  resetPassword: {},
  setLoginPassword: {},
  smsSend: {},
  smsVerify: {},
  servicesPhone: {},
  docIndex: { query: () => ({ key: 'aboutus' }) },
  adIndex: {},
  spmCreate: {},
  uploadSign: {},
  jssdk: {},
  wxOauthUrl: {},
  getOpenid: {},
  bbsChannels: {},
  centerChannels: {},
  playChannels: {},
  centerShare: { query: (w) => ({ shareuid: String(w.uid.holder) }) },
  bbsShare: { notFound: true },
  partyShare: { query: (w) => ({ id: String(w.ids.ride) }) },
  playShare: { query: (w) => ({ play_id: String(w.ids.event) }) },
  locateByIp: {},
  regeo: {},
  myBusinesses: {},
  projectSave: {
    query: (w) => ({ id: w.ids.draftProject }),
    foreign: { owner: 'otherOwner', query: (w) => ({ id: w.ids.bProject }) },
  },
  projectList: { anyBusiness: true, query: () => ({ state: 'draft' }) },
  projectInfo: { query: (w) => ({ id: w.ids.draftProject }) },
  projectDelete: { query: (w) => ({ id: w.ids.doomedProject }) },
  itemSave: {
    query: (w) => ({ id: w.ids.draftItem, product_type: 1 }),
    foreign: {
      owner: 'otherOwner',
      query: (w) => ({ product_type: 1, project_id: w.ids.bProject, form_id: w.ids.bForm }),
    },
  },
  itemAction: { query: (w) => ({ id: w.ids.draftItem, action: 'copy' }) },
  itemList: { anyBusiness: true, query: () => ({ drafts: true }) },
  itemInfo: { query: (w) => ({ id: w.ids.draftItem }) },
  auditList: {},
  auditInfo: { query: (w) => ({ id: w.ids.pendingAudit }) },
  auditDecide: { query: (w) => ({ id: w.ids.pendingAudit, pass: true }) },
  messageList: {},
  // nobody has this notice: every caller allowed is answered 10004 (message.test.ts reads real ones)
  messageRead: { notFound: true, query: () => ({ id: 2147483647 }) },
  messageReadAll: {},
  publisherAdd: {
    query: (w) => ({ item_id: w.ids.freeItem, mobile: w.mobile.publisher, quota: 6 }),
    foreign: { owner: 'otherOwner', query: (w) => ({ item_id: w.ids.bCoupon, mobile: w.mobile.publisher, quota: 1 }) },
  },
  publisherList: { query: (w) => ({ item_id: w.ids.freeItem }) },
  publisherMine: {},
  publisherIssue: { owner: 'publisher', query: (w) => ({ quota_id: w.ids.quota, mobiles: [SPARE_MOBILES.issueTo] }) },
  publisherRecords: { owner: 'publisher', query: (w) => ({ quota_id: w.ids.quota }) },
  formSave: { query: (w) => ({ id: w.ids.draftForm, title: PRIVATE_NAMES.draftForm, fields: field }) },
  formList: { anyBusiness: true },
  formInfo: { query: (w) => ({ id: w.ids.draftForm }) },
  formOfTarget: { query: (w) => ({ type: 1, id: w.ids.formItem }) },
  submissionSubmit: {
    query: (w) => ({ type: 1, id: w.ids.formItem, values: { name: '张三丰', phone: '13700000000' } }),
  },
  submissionList: { anyBusiness: true },
  submissionReview: { query: (w) => ({ id: w.ids.submission, pass: true }) },
  submissionInfo: { query: (w) => ({ id: w.ids.submission }) },
  agentAdd: {
    query: (w) => ({ item_id: w.ids.freeItem, mobile: SPARE_MOBILES.newAgent }),
    foreign: { owner: 'otherOwner', query: (w) => ({ item_id: w.ids.bCoupon, mobile: SPARE_MOBILES.newAgent }) },
  },
  agentList: { query: (w) => ({ item_id: w.ids.freeItem }) },
  agentMine: {},
  agentInfo: { owner: 'agent', query: (w) => ({ id: w.ids.agent }) },
  distributeIssue: {
    query: (w) => ({ item_id: w.ids.freeItem, mobiles: [SPARE_MOBILES.distributeTo] }),
    foreign: { owner: 'otherOwner', query: (w) => ({ item_id: w.ids.bCoupon, mobiles: [SPARE_MOBILES.distributeTo] }) },
  },
  distributeMine: {},
  distributeClaim: {
    owner: 'holder',
    query: (w) => ({ holding_id: w.ids.h2, holder_name: '张三丰', holder_photo: '/uploads/a.png' }),
  },
  relationInfo: { query: (w) => ({ ticket_id: w.ids.freeItem }) },
  relationSave: {
    query: (w) => ({ ticket_id: w.ids.freeItem, coupon_ids: [w.ids.couponItem] }),
    foreign: { query: (w) => ({ ticket_id: w.ids.freeItem, coupon_ids: [w.ids.bCoupon] }) },
  },
  campaignList: {},
  campaignInfo: { query: (w) => ({ id: w.ids.campaignA }) },
  campaignSave: {
    query: (w) => ({
      id: w.ids.campaignB,
      title: '春节骑行季',
      start_time: now() - day,
      end_time: now() + 60 * day,
      fields: field,
    }),
  },
  unionApply: {
    anyBusiness: true,
    query: (w) => ({ campaign_id: w.ids.campaignA, values: { contact: '王五', phone: '13700000000', offer: '九折' } }),
  },
  unionMine: { anyBusiness: true },
  unionApplications: {},
  unionReview: { query: (w) => ({ id: w.ids.unionApplication, pass: true }) },
  holdingList: {},
  holdingInfo: { owner: 'holder', query: (w) => ({ holding_id: w.ids.h1 }) },
  holdingCode: { owner: 'holder', query: (w) => ({ holding_id: w.ids.h1 }) },
  holdingWatch: { owner: 'holder', query: (w) => ({ holding_id: w.ids.h1, used: 0 }) },
  holdingWriteOffs: { query: (w) => ({ holding_ids: [w.ids.h1, w.ids.h3] }) },
  offlineStores: { owner: 'holder', query: (w) => ({ holding_id: w.ids.h1 }) },
  receiveList: {},
  receiveUser: {
    query: (w) => ({ item_id: w.ids.freeItem }),
    foreign: { owner: 'holder', query: (w) => ({ item_id: w.ids.couponItem, recipient_id: w.ids.keptFamily }) },
  },
  receiveResult: { owner: 'holder', query: (w) => ({ order_sn: w.ids.h1Sn }) },
  editUser: { query: () => ({ name: '张三丰', mobile: '13700000000' }) },
  addFamily: { query: () => ({ name: '张三丰', mobile: '13700000000' }) },
  familyList: {},
  deleteFamily: { owner: 'holder', query: (w) => ({ id: w.ids.family }) },
  surveyInfo: {},
  surveySubmit: { query: () => ({ value: { source: '微信' }, type: 1 }) },
  receiveSurveySubmit: { owner: 'holder', query: (w) => ({ id: w.ids.h1, value: { source: '微信' } }) },
  waitOutsideInfo: { query: (w) => ({ sn: String(w.ids.freeItem) }) },
  waitCommon: {},
  certInfo: { query: (w) => ({ cert_sn: w.ids.h2Sn }) },
  certRegister: { owner: 'holder', query: (w) => ({ cert_sn: w.ids.h2Sn, ...PASS }) },
  checkpointSave: {
    query: (w) => ({
      id: w.ids.spare,
      item_id: w.ids.freeItem,
      point_name: '备用检票口',
      point_location: '北门',
      write_off_type: 1,
    }),
    foreign: {
      owner: 'otherOwner',
      query: (w) => ({ item_id: w.ids.bCoupon, point_name: '借用检票口', point_location: '北门', write_off_type: 1 }),
    },
  },
  checkpointList: { query: (w) => ({ item_id: w.ids.freeItem }) },
  checkpointInfo: { owner: 'checker', query: (w) => ({ id: w.ids.point1 }) },
  checkpointDelete: { query: (w) => ({ id: w.ids.doomed }) },
  checkpointCheckerAdd: {
    query: (w) => ({ id: w.ids.spare, mobile: SPARE_MOBILES.newChecker }),
    foreign: { owner: 'otherOwner', query: (w) => ({ id: w.ids.bPoint, mobile: SPARE_MOBILES.newChecker }) },
  },
  checkpointCheckerRemove: { query: (w) => ({ id: w.ids.spare, user_id: w.ids.removableChecker }) },
  checkpointLogs: { owner: 'checker', query: (w) => ({ id: w.ids.point1 }) },
  checkerItems: {},
  writeOff: {
    owner: 'checker',
    query: async (w, who) => ({ code: await w.h3Code(), point_id: w.ids.point2, nonce: `matrix-${who}` }),
    // B's own checker at B's point, scanning the holder's code of an item of A
    foreign: { query: async (w) => ({ code: await w.h3Code(), point_id: w.ids.bPoint, nonce: 'matrix-foreign' }) },
  },
  pointByCode: { query: (w) => ({ point_code: w.ids.point1Code }) },
  offlineSnapshot: { owner: 'checker', query: (w) => ({ point_id: w.ids.point1 }) },
  offlineSync: {
    owner: 'checker',
    query: async (w, who) => ({
      point_id: w.ids.point2,
      entries: [{ code: await w.h3Code(), nonce: `offline-${who}`, scanned_at: now() }],
    }),
  },
  offlineConflicts: { owner: 'checker', query: (w) => ({ id: w.ids.point1 }) },
  selfWriteOff: {
    owner: 'holder',
    query: (w, who) => ({
      point_code: w.ids.point1Code,
      holding_id: w.ids.h1,
      latitude: 29.7262,
      longitude: 106.5612,
      nonce: `self-${who}`,
    }),
  },
  saleList: {},
  createOrder: {
    query: (w) => ({ type: 1, data: { item_id: w.ids.paidItem, quantity: 1 } }),
    foreign: {
      owner: 'holder',
      query: (w) => ({ type: 1, data: { item_id: w.ids.paidItem, quantity: 1, recipient_id: w.ids.keptFamily } }),
    },
  },
  orderList: {},
  orderInfo: { owner: 'holder', query: (w) => ({ id: w.ids.paidOrder }) },
  cancelOrder: { owner: 'holder', query: (w) => ({ id: w.ids.unpaidOrder }) },
  refundOrder: {
    owner: 'holder',
    query: (w) => ({ id: w.ids.paidOrder, quantity: 1, reason: '行程有变', to: 'balance' }),
  },
  webPay: { owner: 'holder', query: (w) => ({ order_sn: w.ids.payableOrderSn, return_url: '/my/order' }) },
  wxPay: { owner: 'holder', query: (w) => ({ order_sn: w.ids.payableOrderSn, openid: 'oTestOpenid' }) },
  walletInfo: {},
  remainingList: {},
  withdrawal: {},
  withdrawalList: {},
  setPassword: {},
  checkPayPassword: {},
  bindWechat: { query: () => ({ code: 'sandbox' }) },
  unbindWechat: {},
  funlySave: {
    query: (w) => ({ id: w.ids.draftEvent, title: '活动草稿' }),
    foreign: { owner: 'otherOwner', query: (w) => ({ title: '借用卡券', coupon_ids: [w.ids.bCoupon] }) },
  },
  funlyCopy: { query: (w) => ({ id: w.ids.event }) },
  funlyRevoke: { query: (w) => ({ id: w.ids.doomedEvent }) },
  funlyManageList: { anyBusiness: true },
  funlyRelationOptions: { anyBusiness: true, query: () => ({ type: 'coupon' }) },
  funlySlotSave: {
    query: (w) => ({
      id: w.ids.event,
      slot_id: w.ids.slot,
      title: '上午场',
      start_time: now() + day,
      end_time: now() + day + 3600,
      capacity: 10,
    }),
  },
  funlySlotDelete: { query: (w) => ({ id: w.ids.event, slot_id: w.ids.doomedSlot }) },
  funlyApplyList: { query: (w) => ({ id: w.ids.event }) },
  funlyApplyInfo: { query: (w) => ({ id: w.ids.application }) },
  funlyApplyAudit: { query: (w) => ({ id: w.ids.application, pass: true }) },
  funlyCheckinUndo: { query: (w) => ({ id: w.ids.application }) },
  funlyOperatorList: { query: (w) => ({ id: w.ids.event }) },
  funlyOperatorSave: {
    query: (w) => ({ id: w.ids.event, operator_id: w.ids.operator, name: '协办人员', role: 'manager' }),
  },
  funlyOperatorDelete: { query: (w) => ({ id: w.ids.event, operator_id: w.ids.doomedOperator }) },
  funlyStats: { query: (w) => ({ id: w.ids.event }) },
  funlyStatsList: { query: (w) => ({ id: w.ids.event, kind: 'apply' }) },
  funlyList: {},
  funlyShow: { query: (w) => ({ id: w.ids.event }) },
  funlyEnterList: { query: (w) => ({ id: w.ids.event }) },
  funlyLike: { query: (w) => ({ id: w.ids.event }) },
  funlyApply: { query: (w) => ({ id: w.ids.openEvent }) },
  funlyAnswer: { owner: 'holder', query: (w) => ({ id: w.ids.event, values: {} }) },
  funlyCancel: { owner: 'holder', query: (w) => ({ id: w.ids.event2 }) },
  funlyBook: { owner: 'holder', query: (w) => ({ id: w.ids.event, slot_id: w.ids.slot }) },
  funlyMyList: {},
  funlyResult: { owner: 'holder', query: (w) => ({ id: w.ids.event }) },
  // rides (docs/ride.md): creator and crew calls are the owner's of business A (the leader of w.ids.ride); rider calls
  // are the holder's on a ride led by someone outside the matrix (a creator is a rider of their own ride too)
  rideLeaderMine: {},
  rideLeaderApply: {
    query: () => ({
      licence_class: 'E',
      riding_years: 3,
      bike: '春风 450SR',
      experience: '三年骑龄，周末常跑重庆周边山路',
      licence_image: '/uploads/licence.png',
    }),
  },
  rideSave: { owner: 'bizOwner', query: (w) => ({ id: w.ids.ride, title: '车友南山骑行' }) },
  rideRevoke: { owner: 'bizOwner', query: (w) => ({ id: w.ids.doomedRide }) },
  rideManageList: {},
  rideList: {},
  rideShow: { query: (w) => ({ id: w.ids.ride }) },
  rideLike: { query: (w) => ({ id: w.ids.ride }) },
  rideApply: { query: (w) => ({ id: w.ids.openRide, ...applyInput() }) },
  rideCancel: { owner: 'holder', query: (w) => ({ id: w.ids.rideCancelApplication }) },
  rideMyList: {},
  rideApplyList: { owner: 'bizOwner', query: (w) => ({ id: w.ids.ride }) },
  rideApplyInfo: { owner: 'bizOwner', query: (w) => ({ id: w.ids.rideApplication }) },
  rideApplyAudit: { owner: 'bizOwner', query: (w) => ({ id: w.ids.ridePendingApplication, pass: true }) },
  rideRoleSet: { owner: 'bizOwner', query: (w) => ({ id: w.ids.rideRoleApplication, role: 'pace' }) },
  rideClockinMine: { owner: 'holder', query: (w) => ({ id: w.ids.riderRide }) },
  rideLocation: { owner: 'holder', query: (w) => ({ id: w.ids.riderRide, on: true }) },
  rideClockin: {
    owner: 'holder',
    query: (w) => ({ id: w.ids.riderRide, checkpoint_id: w.ids.riderCheckpoint2, lat: 29.56, lng: 106.6 }),
  },
  rideHeadcount: { owner: 'bizOwner', query: (w) => ({ id: w.ids.ride }) },
  rideClockinReview: { owner: 'bizOwner', query: (w) => ({ id: w.ids.rideReviewClockin, pass: true }) },
  rideMark: { owner: 'holder', query: (w) => ({ id: w.ids.riderRide }) },
  // community (docs/community.md): what everyone may do is done to `post` of someone outside the matrix (so the
  // holder's rows stay as they were); the owner calls are on the holder's own post, comment, album and feedback
  bbsCreate: { query: (_w, who) => ({ body: `${who} 的新帖子` }) },
  bbsUpdate: { owner: 'holder', query: (w) => ({ id: w.ids.holderPost, body: '改过的帖子' }) },
  bbsDelete: { owner: 'holder', query: (w) => ({ id: w.ids.doomedPost }) },
  bbsShow: { query: (w) => ({ id: w.ids.post }) },
  bbsList: { query: () => ({ kind: 'latest' }) },
  bbsDoLike: { query: (w) => ({ id: w.ids.post, like: 1 }) },
  bbsFavorite: { query: (w) => ({ id: w.ids.post, favorite: 1 }) },
  bbsComments: { query: (w) => ({ post_id: w.ids.post }) },
  bbsComment: { query: (w, who) => ({ post_id: w.ids.post, body: `${who} 的评论` }) },
  bbsCommentDelete: { owner: 'holder', query: (w) => ({ id: w.ids.holderComment }) },
  bbsRelay: { query: (w, who) => ({ id: w.ids.post, body: `${who} 转发` }) },
  bbsTags: { query: () => ({ keyword: '' }) },
  centerIndex: { query: (w) => ({ uid: w.ids.poster }) },
  userFollow: { query: (w) => ({ u: w.ids.poster, f: 1 }) },
  followList: { query: (w) => ({ uid: w.ids.poster, type: 'followers' }) },
  centerCoverImage: {},
  centerAvatar: {},
  centerAlbum: { query: () => ({ images: ['/uploads/album-2.png'] }) },
  centerAlbumList: { query: (w) => ({ uid: w.ids.poster }) },
  centerAlbumDel: { owner: 'holder', query: (w) => ({ ids: [w.ids.holderAlbum] }) },
  centerBlockList: {},
  centerBlock: { query: (w) => ({ uid: w.ids.blockTarget, block: 1 }) },
  reportCreate: { query: (w) => ({ module: 'user', id: w.ids.poster, reason: 'spam' }) },
  reportUpload: { query: () => ({ filename: 'evidence.png', content_type: 'image/png' }) },
  addFeedback: { query: (_w, who) => ({ content: `${who} 的反馈内容` }) },
  listFeedback: {},
  infoFeedback: { owner: 'holder', query: (w) => ({ id: w.ids.holderFeedback }) },
  feedbackQueue: {},
  feedbackQueueInfo: { query: (w) => ({ id: w.ids.posterFeedback }) },
  replyFeedback: { query: (w) => ({ id: w.ids.posterFeedback, reply: '已收到，谢谢' }) },
  // ── catalog (issue 19) fixtures below this line ──
  brandLists: { query: () => ({ vehicle_type: 'car', is_hot: 1 }) },
  seriesLists: { query: (w) => ({ brand_id: w.ids.carBrand }) },
  carLists: { query: (w) => ({ series_id: w.ids.carSeries }) },
  // ── showroom (issue 19) fixtures below this line ──
  // showroom (docs/showroom.md): business A's cars, advisors and bookings; the holder cancels their own booking; the
  // dealer handles a third party's
  showCarSave: {
    query: (w) => ({ id: w.ids.showroom.draft, city: '重庆' }),
    foreign: { owner: 'otherOwner', query: (w) => ({ city: '成都', advisor_ids: [w.ids.showroom.bAdvisor] }) },
  },
  showCarAction: { query: (w) => ({ id: w.ids.showroom.doomedDraft, action: 'delete' }) },
  showCarMine: { anyBusiness: true },
  showCarManageInfo: { query: (w) => ({ id: w.ids.showroom.draft }) },
  saleAdvisorList: { anyBusiness: true },
  saleAdvisorSave: { query: (w) => ({ id: w.ids.showroom.advisor, name: '王小明', mobile: '13700000011' }) },
  saleAdvisorDelete: { query: (w) => ({ id: w.ids.showroom.doomedAdvisor }) },
  showCarList: { query: () => ({ keyword: '海豹' }) },
  showCarDetail: { query: (w) => ({ id: w.ids.showroom.car }) },
  saleAdvisorShow: { query: (w) => ({ id: w.ids.showroom.advisor }) },
  carBookingCreate: {
    query: (w) => ({ car_id: w.ids.showroom.car, date: shanghaiDate(3), slot: 3, mobile: '13700000000' }),
  },
  carBookingCancel: { owner: 'holder', query: (w) => ({ id: w.ids.showroom.holderBooking }) },
  carBookingList: { anyBusiness: true },
  carBookingHandle: { query: (w) => ({ id: w.ids.showroom.booking, action: 'done' }) },
  // ── carowner (issue 19) fixtures below this line ──
  // everyone applies for a car of their own (a VIN per person); the owner calls are on the holder's certifications
  carOwnerApply: {
    query: (w, who) => ({
      brand_id: w.ids.carBrand,
      series_id: w.ids.carSeries,
      model_id: w.ids.carModel,
      vin: testVin(900 + PEOPLE.indexOf(who)),
      plate: '渝A12345',
      licence_image: '/uploads/driving-licence.png',
    }),
  },
  carOwnerList: {},
  carOwnerInfo: { owner: 'holder', query: (w) => ({ id: w.ids.carOwner }) },
  carOwnerCancel: { owner: 'holder', query: (w) => ({ id: w.ids.doomedCarOwner }) },
  // ── realname (issue 19) fixtures below this line ──
  realNameMine: {},
  // each member applies with their own photos and ID number; naming the holder's photos is refused (10003)
  realNameSave: {
    query: (w, who) => realNameApplication(w, who),
    foreign: { owner: 'holder', query: (w) => realNameApplication(w, 'holder') },
  },
  recognitionIdCard: {
    query: (w, who) => ({ image: who === 'anonymous' ? '/uploads/a.png' : w.ids.realNamePhotos[who][0] }),
    foreign: { owner: 'holder', query: (w) => ({ image: w.ids.realNamePhotos.holder[0] }) },
  },
  recognitionLicence: {
    query: (w, who) => ({ image: who === 'anonymous' ? '/uploads/a.png' : w.ids.realNamePhotos[who][1] }),
    foreign: { owner: 'holder', query: (w) => ({ image: w.ids.realNamePhotos.holder[1] }) },
  },
  recognitionAddress: { query: () => ({ text: '重庆市渝北区金开大道1号' }) },
  // ── merchant (issue 19) fixtures below this line ──
  // business registration (docs/merchant.md): everyone's own draft; the administrator change is the owner's of the
  // business acted for (A's owner, or B's: it names no resource of A), to a mobile of the world
  merchantDraft: {},
  merchantSave: { query: (_w, who) => ({ shop_kind: 12, tags: ['骑行装备'], name: `${who}的骑行装备店` }) },
  merchantRetrieve: { query: () => ({ keyword: '示例车展' }) },
  merchantVerifySend: {},
  // no code was sent for this: the allowed get 20002 (or 20001), never a change
  merchantVerify: { query: () => ({ name: '李国强', id_number: '110101199003074514', code: '000000' }) },
  merchantSubmit: {
    query: async (w, who) => {
      if (who !== 'anonymous') await readyDraft(w.t, w.token[who], w.uid[who], 9000 + PEOPLE.indexOf(who));
      return {};
    },
  },
  merchantAdminChangeSend: {
    anyBusiness: true,
    query: (w, who) => ({ mobile: who === 'otherOwner' ? w.mobile.publisher : w.mobile.stranger }),
  },
  // confirmed for another mobile than the one the code went to: 20002, so business A keeps its owner
  merchantAdminChangeConfirm: { anyBusiness: true, query: (w) => ({ mobile: w.mobile.agent, code: '123456' }) },
  changeWechat: { query: (w, who) => ({ othertel: who === 'anonymous' ? '13700000000' : w.mobile[who] }) },
  // ── statistics (issue 20) fixtures below this line ──
  // figures of the b_id business (docs/statistics.md): a call that names nothing of business A is answered to B's
  // owner for B (anyBusiness); the platform auditor reads any business's figures
  statisticsIndex: {
    anyBusiness: true,
    query: () => ({ start_date: '2020-01-01', end_date: '2020-12-31' }),
    foreign: { owner: 'otherOwner', query: (w) => ({ project_id: w.ids.bProject }) },
  },
  statisticsProjectList: { anyBusiness: true },
  statisticsChannelList: { anyBusiness: true },
  statisticsUserList: { anyBusiness: true },
  statisticsTicketList: { anyBusiness: true, query: () => ({ ticket_type: 1 }) },
  statisticsProjectCreatorList: { anyBusiness: true },
  statisticsTicketInfo: { query: (w) => ({ id: w.ids.freeItem }) },
  statisticsCouponInfo: { query: (w) => ({ id: w.ids.couponItem }) },
  statisticsInvitationInfo: { query: (w) => ({ id: w.ids.formItem }) },
  statisticsGuard: {
    anyBusiness: true,
    foreign: { owner: 'otherOwner', query: (w) => ({ project_id: w.ids.bProject }) },
  },
  statisticsGuardSettings: {
    query: (w) => ({ project_id: w.ids.project, capacity: 5000, alert_per_minute: 30 }),
    foreign: { owner: 'otherOwner', query: (w) => ({ project_id: w.ids.bProject, capacity: 10, alert_per_minute: 1 }) },
  },
  // ── issue 21 exhibition: fixtures below this line ──
  // public reads of the seeded exhibition; the content admin is checked on the exhibition's own business (b_id is not
  // used): business B's owner is refused, the platform auditor allowed (docs/exhibition.md)
  exhibitionCurrent: { query: () => ({ app_name: 'auto_chongqing' }) },
  exhibitionInfo: { query: (w) => ({ project_id: String(w.ids.project) }) },
  exhibitionNewsList: { query: (w) => ({ project_id: String(w.ids.project) }) },
  exhibitionNewsInfo: { query: (w) => ({ id: String(w.ids.exhibition.news) }) },
  exhibitionActivityList: { query: (w) => ({ project_id: String(w.ids.project) }) },
  exhibitionBrandList: { query: (w) => ({ project_id: String(w.ids.project) }) },
  exhibitionHistoryList: { query: (w) => ({ project_id: String(w.ids.project) }) },
  exhibitionPageSave: {
    query: (w) => ({ project_id: w.ids.project, variant: 'auto_chongqing', opening_hours: '9:00-18:00' }),
  },
  exhibitionNewsSave: {
    query: (w) => ({ project_id: w.ids.project, id: w.ids.exhibition.news, title: '开幕新闻', body: '<p>正文</p>' }),
  },
  exhibitionActivitySave: {
    query: (w) => ({
      project_id: w.ids.project,
      id: w.ids.exhibition.activity,
      title: '开幕式',
      start_time: now() + day,
      end_time: now() + day + 3600,
      place: '主舞台',
    }),
  },
  exhibitionBrandSave: {
    query: (w) => ({ project_id: w.ids.project, id: w.ids.exhibition.brand, name: '问界', letter: 'W' }),
  },
  exhibitionHistorySave: {
    query: (w) => ({ project_id: w.ids.project, id: w.ids.exhibition.history, year: 2025, title: '2025 车展' }),
  },
  exhibitionContentDelete: { query: (w) => ({ kind: 'news', id: w.ids.exhibition.doomedNews }) },
  // ── issue 21 lottery: fixtures below this line ──
  // lotteries (docs/lottery.md): members act for themselves on the open one; managers of business A on its own
  // (another business's owner gets 10004); start before the draw time and a second answer on a winner are 10009
  lotteryList: {},
  lotteryMy: {},
  lotteryShow: { query: (w) => ({ id: w.ids.lottery.open }) },
  lotteryEnter: { query: (w) => ({ id: w.ids.lottery.open }) },
  lotteryManageList: { anyBusiness: true },
  lotteryManageInfo: { query: (w) => ({ id: w.ids.lottery.draft }) },
  lotterySave: {
    query: (w) => ({
      id: w.ids.lottery.draft,
      project_id: w.ids.project,
      title: '矩阵抽奖草稿',
      rules: '每人限参与一次。',
      draw_at: now() + day,
      hold_ticket: true,
      checked_in_today: false,
      prizes: [{ name: '车载冰箱', value: 59_900, stock: 2 }],
    }),
  },
  lotteryPublish: { query: (w) => ({ id: w.ids.lottery.draft }) },
  lotteryCancel: { query: (w) => ({ id: w.ids.lottery.draft }) },
  lotteryScreen: { query: (w) => ({ id: w.ids.lottery.drawing }) },
  lotteryStart: { query: (w) => ({ id: w.ids.lottery.open }) },
  lotteryConfirm: { query: (w) => ({ id: w.ids.lottery.drawing, winner_id: w.ids.lottery.winner }) },
  lotteryAbsent: { query: (w) => ({ id: w.ids.lottery.drawing, winner_id: w.ids.lottery.winner }) },
  // ── issue 21 blindbox: fixtures below this line ──
  // blind boxes (docs/blindbox.md): buying is refused to everyone here without an approved certification (10009);
  // the holder's order of business A's box is theirs only; the box is business A's to edit
  blindBoxInfo: { query: (w) => ({ id: w.ids.blindBox }) },
  blindBoxList: {},
  blindBoxBuy: { query: (w) => ({ box_id: w.ids.blindBox, quantity: 1 }) },
  blindBoxOrderResult: { owner: 'holder', query: (w) => ({ order_id: w.ids.blindBoxOrder }) },
  blindBoxMyOpens: {},
  blindBoxManageList: { anyBusiness: true },
  blindBoxSave: {
    query: (w) => ({
      id: w.ids.blindBox,
      title: '矩阵盲盒',
      price: 990,
      daily_cap: 5,
      start_time: now() - 3600,
      end_time: now() + 30 * day,
      prizes: [{ name: '钥匙扣', image: '/uploads/prize.png', value: 500, stock: 50, weight: 1 }],
    }),
  },
  // ── issue 21 utility (protocol, richtext, epidemic, demo): fixtures below this line ──
  // agreements (docs/utility.md): anyone reads; only the platform auditor lists and saves (from version 0 of a seeded
  // document: the one allowed caller saves once)
  protocolShow: { query: () => ({ key: 'agreement' }) },
  protocolList: {},
  protocolEditInfo: { query: () => ({ key: 'agreement' }) },
  protocolSaveText: { query: () => ({ key: 'privacy', title: '隐私政策', version: 0, content: '第一段\n第二段' }) },
  protocolSaveRich: {
    query: () => ({ key: 'aboutus', title: '关于我们', version: 0, html: '<p><strong>关于</strong>我们</p>' }),
  },
  // health declarations: everyone declares for themselves at the seeded exhibition; business A's managers read
  // them (B's owner reads B's project, never A's)
  epidemicMine: { query: (w) => ({ project_id: w.ids.project }) },
  epidemicSave: {
    query: (w) => ({
      project_id: w.ids.project,
      name: '张三丰',
      mobile: '13700000000',
      symptoms: ['none'],
      travel: '',
      health_code: '/uploads/a.png',
      agree: true,
    }),
  },
  epidemicList: {
    query: (w) => ({ project_id: w.ids.project }),
    foreign: { owner: 'otherOwner', query: (w) => ({ project_id: w.ids.bProject }) },
  },
};

/** Whether the contract's access lets this person make the call the fixture describes. */
function allowed(access: CallAccess, who: Person, f: Fixture): boolean {
  if (access === 'public') return true;
  if (who === 'anonymous') return false;
  if (access === 'user') return true;
  if (access === 'auditor') return who === 'auditor';
  if (access === 'owner') return who === f.owner;
  if (access.owner && who === f.owner) return true;
  const roles = access.business ?? [];
  // the auditor's grant is platform-wide: a call open to 'auditor' lets them act for any business
  if (who === 'auditor' && roles.includes('auditor')) return true;
  return (
    ROLES_IN_A[who].some((r) => roles.includes(r)) ||
    (!!f.anyBusiness && ROLES_IN_B[who].some((r) => roles.includes(r)))
  );
}

const hasOwner = (a: CallAccess) => a === 'owner' || (typeof a === 'object' && !!a.owner);
/** the scheduler's own bookkeeping changes every 5 s, whoever calls what */
const SCHEDULER_TABLES = ['job_runs'];

interface Plan {
  who: Person;
  allowed: boolean;
  token: string | undefined;
  query: Record<string, unknown>;
}
interface Answer extends Plan {
  status: number;
  body: string;
  code: number;
  data: Record<string, unknown> | null;
}

describe('access matrix: every call × every kind of caller, expected answers from the contract', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await testApp();
    w = await buildWorld(t);
  });
  afterAll(() => t.close());

  it('every call has a fixture, and owner access names whose the resource is', () => {
    const names = Object.keys(calls);
    expect(names.filter((n) => !(n in FIXTURES))).toEqual([]);
    expect(Object.keys(FIXTURES).filter((n) => !names.includes(n))).toEqual([]);
    const entries = Object.entries(calls as Record<string, CallDef>);
    expect(entries.filter(([n, c]) => hasOwner(c.access) && !FIXTURES[n as CallName].owner).map(([n]) => n)).toEqual(
      [],
    );
    // public calls need no session, and every other call needs one
    expect(entries.filter(([, c]) => (c.access === 'public') !== (c.auth !== 'required')).map(([n]) => n)).toEqual([]);
  });

  const send = async (def: CallDef, who: Person, query: Record<string, unknown>, token: string | undefined) => {
    const url = resolvePath(def.path, t.config.product);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const res =
      def.method === 'GET'
        ? await t.app.inject({
            method: 'GET',
            url,
            headers,
            query: { ...(query as Record<string, string>), b_id: String(w.bId[who]) },
          })
        : await t.app.inject({
            method: 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify({ query, payload: { b_id: w.bId[who], client: 'web' } }),
          });
    const json = JSON.parse(res.body) as { code: number; data: Record<string, unknown> | null };
    return { status: res.statusCode, body: res.body, code: json.code, data: json.data };
  };

  /**
   * One row of the matrix: every person makes the call with the query `queryOf` gives them; `isAllowed` says who
   * may; `refusals` are the codes a refused member may get. Returns the problems found.
   */
  async function row(
    def: CallDef,
    f: Fixture,
    isAllowed: (who: Person) => boolean,
    queryOf: (who: Person, session: TokenPair | null) => Promise<Record<string, unknown>>,
    refusals: number[],
  ): Promise<{ problems: string[]; answers: Answer[] }> {
    const plans: Plan[] = [];
    for (const who of PEOPLE) {
      const member = who === 'anonymous' ? null : who;
      const session = f.freshSession ? await t.services.sessions.open(w.uid[member ?? 'stranger']) : null;
      const token = member ? (session?.token ?? w.token[member]) : undefined;
      const query = { ...sampleQuery(def).query, ...(await queryOf(who, session)) };
      const parsed = def.query.safeParse(query);
      if (!parsed.success)
        return { problems: [`the fixture's query is not valid: ${JSON.stringify(parsed.error.issues)}`], answers: [] };
      plans.push({ who, token, query, allowed: isAllowed(who) });
    }
    const answers: Answer[] = [];
    const problems: string[] = [];
    const run = async (p: Plan) => answers.push({ ...p, ...(await send(def, p.who, p.query, p.token)) });

    // the refused, all at once: the database stays exactly as it was, row for row
    const refused = plans.filter((p) => !p.allowed);
    if (refused.length) {
      const before = await tableDigests(t, SCHEDULER_TABLES);
      await Promise.all(refused.map(run));
      const changed = changedTables(before, await tableDigests(t, SCHEDULER_TABLES));
      if (changed.length) problems.push(`refused calls changed ${changed.join(', ')}`);
    }

    // the allowed, one by one: outsiders first, who must leave the holder's rows alone
    const outsiders = plans.filter((x) => x.allowed && OUTSIDERS.includes(x.who));
    if (outsiders.length) {
      const holderBefore = await userRowsDigest(t, w.uid.holder);
      for (const p of outsiders) await run(p);
      const touched = changedTables(holderBefore, await userRowsDigest(t, w.uid.holder));
      if (touched.length) problems.push(`outsiders changed the holder's ${touched.join(', ')}`);
    }
    for (const p of plans.filter((x) => x.allowed && !OUTSIDERS.includes(x.who))) await run(p);

    let usedUp = false;
    const outcome = typeof def.access === 'object' && def.access.refusal === 'outcome';
    for (const a of answers.sort((x, y) => PEOPLE.indexOf(x.who) - PEOPLE.indexOf(y.who))) {
      const what = `${a.who} (${a.allowed ? 'allowed' : 'refused'}): code ${a.code} ${a.body.slice(0, 160)}`;
      if (a.status >= 500) problems.push(`${what}: HTTP ${a.status}`);
      if (!a.allowed) {
        if (a.who === 'anonymous') {
          if (a.code !== ErrorCode.SESSION_INVALID) problems.push(`${what}: expected 30000`);
        } else if (outcome && a.code === 0) {
          if (a.data?.ok !== false || a.data.card != null || a.data.record != null)
            problems.push(`${what}: a refusal outcome carries nothing`);
        } else if (!refusals.includes(a.code)) problems.push(`${what}: expected ${refusals.join(' or ')}`);
      } else {
        if ([ErrorCode.SESSION_INVALID, ErrorCode.TOKEN_EXPIRED, ErrorCode.FORBIDDEN].includes(a.code as 30000))
          problems.push(`${what}: allowed but refused`);
        if (a.code === ErrorCode.VALIDATION) problems.push(`${what}: allowed but 10001 (is the fixture right?)`);
        if (a.code === ErrorCode.NOT_FOUND && !usedUp && !f.notFound)
          problems.push(`${what}: allowed but not found (does the fixture point at the resource?)`);
        if (a.code === 0) usedUp = true;
      }
      const sent = JSON.stringify(a.query);
      const leak = (secrets: string[]) => secrets.filter((s) => a.body.includes(s) && !sent.includes(s));
      if (OUTSIDERS.includes(a.who) && leak(w.holderSecrets).length)
        problems.push(`${what}: the holder's ${leak(w.holderSecrets).join(', ')}`);
      if (NOT_MANAGERS.includes(a.who) && leak(Object.values(PRIVATE_NAMES)).length)
        problems.push(`${what}: business A's ${leak(Object.values(PRIVATE_NAMES)).join(', ')}`);
    }
    return { problems, answers };
  }

  const print = (name: string, answers: Answer[]) => {
    if (process.env.ACCESS_MATRIX_PRINT)
      console.log(`${name.padEnd(28)} ${answers.map((a) => `${a.who}:${a.allowed ? '' : '!'}${a.code}`).join(' ')}`);
  };

  for (const [name, def] of Object.entries(calls as Record<string, CallDef>)) {
    const f = FIXTURES[name as CallName] as Fixture | undefined;
    it(`${name} (${describeAccess(def.access)})`, async () => {
      expect(f, `${name} has no fixture`).toBeDefined();
      const main = await row(
        def,
        f!,
        (who) => allowed(def.access, who, f!),
        async (who, session) => (await f!.query?.(w, who, session)) ?? {},
        [ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND],
      );
      print(name, main.answers);
      expect(main.problems.join('\n')).toBe('');
    });
    if (f?.foreign) {
      const foreign = f.foreign;
      it(`${name} naming ${foreign.owner === 'holder' ? "the holder's" : "business B's"} thing inside its query`, async () => {
        const r = await row(
          def,
          f,
          (who) => who === foreign.owner,
          async () => foreign.query(w),
          [ErrorCode.VALIDATION, ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND],
        );
        print(`${name} (foreign)`, r.answers);
        expect(r.problems.join('\n')).toBe('');
      });
    }
  }
});
