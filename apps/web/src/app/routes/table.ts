/**
 * The route table: spec section 2, one entry per path, in the spec's order. Paths are relative to the
 * base path; spec `{x}` is `:x`. An optional segment (`:id?`) lets a missing id reach the route's rule.
 * The router adds `/404` and `*` itself; entries without `page` show the shared 功能建设中 page.
 */
import {
  auditParams,
  efficiencySearchTypeParams,
  efficiencyTypeParams,
  positiveIds,
  positiveIdsOrNotMatch,
  positiveIntQuery,
  relationTypeQuery,
  reportParams,
  requireParam,
  requireQuery,
} from './params';
import { scanRoutes } from './scan-routes';
import type { RouteEntry } from './types';

type Extra = Omit<RouteEntry, 'path' | 'title' | 'login'>;

/** A route without the login flag. */
const open = (path: string, title: string, extra?: Extra): RouteEntry => ({ path, title, login: false, ...extra });
/** A route with the login flag. */
const auth = (path: string, title: string, extra?: Extra): RouteEntry => ({ path, title, login: true, ...extra });
/** A redirect route (replace navigation, no page). */
const redirect = (path: string, to: string, title: string, login: boolean): RouteEntry => ({
  path,
  title,
  login,
  redirect: to,
});

// 2.15 rules: a missing or non-positive-integer id goes to /404
const id = positiveIds('id');
const ticketId = positiveIds('ticketId');
const qrcode = requireParam('qrcode', 'notFound');
// 2.13 rule: order and result pages need their id, else isNotMatchParams
const orderId = (name: string) => positiveIdsOrNotMatch(name);
/** the QR screens: the code's call starts with the page's code, not after its first render (route `prefetch`) */
const holdingCode: RouteEntry['prefetch'] = (params, queryClient) =>
  import('../../features/holding/api/holding-code').then((m) =>
    queryClient.prefetchQuery(m.holdingCodeQuery(Number(params.id))),
  );

export const routeTable: RouteEntry[] = [
  // 2.1 Shell, home and generic
  redirect('/', '/buy', '首页', false),
  open('/funly', '活动', { home: true, page: () => import('../../features/funly/pages/funly-home-page') }),
  auth('/my', '我的', { home: true, page: () => import('../../features/my/pages/my-home-page') }),
  open('/exhibition', '展会', {
    home: true,
    page: () => import('../../features/exhibition/pages/exhibition-home-page'),
  }),
  open('/buy', '购票', {
    home: true,
    page: () => import('../../features/order/pages/buy-tab-page'),
  }),
  open('/login', '登录', { page: () => import('../../features/auth/pages/login-page') }),
  open('/loginPwd', '密码登录', { page: () => import('../../features/auth/pages/login-pwd-page') }),
  open('/merchant-coupon', '商家卡券', { page: () => import('../../features/holding/pages/merchant-coupon-page') }),
  scanRoutes.gun,
  open('/app/protocol', '协议', { page: () => import('../../features/protocol/pages/protocol-page') }),
  open('/app/protocol/edit', '编辑协议', { page: () => import('../../features/protocol/pages/protocol-edit-page') }),
  open('/app/richtext', '富文本编辑', { page: () => import('../../features/protocol/pages/richtext-page') }),
  auth('/app/distribute', '门票分发', { page: () => import('../../features/distribute/pages/distribute-page') }),
  auth('/app/daily', '日常分发', { page: () => import('../../features/distribute/pages/distribute-page') }),
  auth('/app/distribute-recipient', '领取分发门票', {
    page: () => import('../../features/distribute/pages/distribute-recipient-page'),
  }),
  auth('/app/distribute-buy', '购买分发票券', { page: () => import('../../features/order/pages/distribute-buy-page') }),
  auth('/app/epidmic', '防疫信息登记', { page: () => import('../../features/epidemic/pages/epidemic-page') }),
  // issue 21: the exhibition business's list of the declarations (docs/utility.md)
  auth('/app/epidmic/list', '防疫登记列表', {
    page: () => import('../../features/epidemic/pages/epidemic-list-page'),
  }),
  open('/app/banner', '轮播图', { page: () => import('../../features/banner/pages/banner-page') }),
  open('/print/cert', '打印证书', { page: () => import('../../features/cert/pages/print-cert-page') }),
  open('/pages/index/pay', '支付', { page: () => import('../../features/order/pages/app-pay-page') }),

  // 2.2 Audit (business)
  auth('/b/audit', '审核列表', { page: () => import('../../features/audit/pages/audit-list-page') }),
  auth('/b/audit/:type/:id', '审核详情', {
    check: auditParams,
    page: () => import('../../features/audit/pages/audit-detail-page'),
  }),

  // 2.3 Certificates
  open('/cert/register', '证书登记', {
    check: requireQuery('cert_sn'),
    page: () => import('../../features/cert/pages/cert-register-page'),
  }),
  open('/cert/register/edit', '修改证书登记', { page: () => import('../../features/cert/pages/cert-register-page') }),
  open('/cert/register/:sn', '证书登记详情', { page: () => import('../../features/cert/pages/cert-view-page') }),
  open('/cert/success', '登记成功', { page: () => import('../../features/cert/pages/cert-result-page') }),
  open('/cert/fail', '登记失败', { page: () => import('../../features/cert/pages/cert-result-page') }),
  scanRoutes.cert,
  auth('/my/cert', '我的证书', { page: () => import('../../features/cert/pages/my-cert-page') }),
  auth('/my/cert/history', '证书历史', { page: () => import('../../features/cert/pages/my-cert-page') }),
  auth('/cert/publish/list', '证书发放列表', {
    page: () => import('../../features/publisher/pages/my-publish-page'),
  }),
  auth('/cert/publisher/list/:id', '证书发放员', {
    page: () => import('../../features/cert/pages/cert-publisher-list-page'),
  }),
  auth('/cert/publish/customer/:ticketId', '证书发放客户', {
    page: () => import('../../features/publisher/pages/issue-customer-page'),
  }),
  auth('/cert/agent/list/:ticketId', '证书代理列表', {
    page: () => import('../../features/agent/pages/agent-list-page'),
  }),
  auth('/cert/agent/show/:id', '证书代理详情', {
    page: () => import('../../features/agent/pages/agent-show-page'),
  }),

  // 2.4 Efficiency statistics (all login)
  auth('/efficiency', '效能统计', { page: () => import('../../features/statistics/pages/efficiency-page') }),
  auth('/efficiency/project', '项目效能', { page: () => import('../../features/statistics/pages/rank-list-page') }),
  auth('/efficiency/project/detail', '项目效能详情', {
    page: () => import('../../features/statistics/pages/record-detail-page'),
  }),
  auth('/efficiency/channel', '渠道效能', { page: () => import('../../features/statistics/pages/rank-list-page') }),
  auth('/efficiency/channel/detail', '渠道效能详情', {
    page: () => import('../../features/statistics/pages/record-detail-page'),
  }),
  auth('/efficiency/spread', '推广效能', { page: () => import('../../features/statistics/pages/rank-list-page') }),
  auth('/efficiency/spread/detail', '推广效能详情', {
    page: () => import('../../features/statistics/pages/record-detail-page'),
  }),
  auth('/efficiency/detail/:type', '效能详情', {
    check: efficiencyTypeParams,
    page: () => import('../../features/statistics/pages/item-detail-page'),
  }),
  auth('/efficiency/search/:type', '效能搜索', {
    check: efficiencySearchTypeParams,
    page: () => import('../../features/statistics/pages/search-page'),
  }),
  auth('/efficiency/:type', '票券效能', {
    check: efficiencyTypeParams,
    page: () => import('../../features/statistics/pages/rank-list-page'),
  }),
  auth('/guard/index', '门岗首页', { page: () => import('../../features/statistics/pages/guard-page') }),

  // 2.5 Business registration (all login)
  redirect('/business-register', '/business-register/form', '商家入驻', true),
  auth('/business-register/form', '商家入驻', {
    page: () => import('../../features/merchant/pages/register-form-page'),
  }),
  auth('/business-register/choosemerchanttype', '选择商家类型', {
    page: () => import('../../features/merchant/pages/merchant-type-page'),
  }),
  auth('/business-register/choosemerchanttype-next-tag', '选择商家标签', {
    page: () => import('../../features/merchant/pages/merchant-tag-page'),
  }),
  auth('/business-register/enterprise-retrieve', '企业信息', {
    page: () => import('../../features/merchant/pages/enterprise-page'),
  }),
  auth('/business-register/id-verify', '身份验证', {
    page: () => import('../../features/merchant/pages/id-verify-page'),
  }),
  auth('/business-register/admin-change', '更换管理员', {
    page: () => import('../../features/merchant/pages/admin-change-page'),
  }),

  // 2.6 Car authentication
  auth('/car-authentication/form', '车主认证', {
    page: () => import('../../features/carowner/pages/car-owner-form-page'),
  }),
  auth('/car-authentication/list', '车主认证列表', {
    page: () => import('../../features/carowner/pages/car-owner-list-page'),
  }),
  auth('/car-authentication/detail', '车主认证详情', {
    page: () => import('../../features/carowner/pages/car-owner-detail-page'),
  }),
  open('/car-authentication/success', '认证成功', {
    page: () => import('../../features/carowner/pages/car-owner-success-page'),
  }),

  // 2.7 Demo pages (no login)
  redirect('/demo', '/demo/index', '示例', false),
  open('/demo/index', '示例首页', { page: () => import('../../features/demo/pages/demo-index-page') }),
  open('/demo/long-list', '长列表示例', { page: () => import('../../features/demo/pages/long-list-page') }),
  open('/demo/form', '表单示例', { page: () => import('../../features/demo/pages/form-demo-page') }),
  open('/demo/kc-dialog', '对话框示例', { page: () => import('../../features/demo/pages/kc-dialog-page') }),
  open('/demo/graph', '图表示例', { page: () => import('../../features/demo/pages/graph-page') }),
  open('/demo/notice-bar', '通告栏示例', { page: () => import('../../features/demo/pages/notice-bar-page') }),
  open('/demo/temp', '临时示例', { page: () => import('../../features/demo/pages/temp-page') }),
  open('/demo/appBridge', '原生桥接示例', { page: () => import('../../features/demo/pages/app-bridge-page') }),
  open('/demo/list-banner', '列表轮播示例', { page: () => import('../../features/demo/pages/list-banner-page') }),
  open('/demo/sort-view', '排序视图示例', { page: () => import('../../features/demo/pages/sort-view-page') }),
  open('/demo/wxuser', '微信用户示例', { page: () => import('../../features/demo/pages/wxuser-page') }),

  // 2.8 Exhibition
  open('/exhibition/news', '展会资讯', { page: () => import('../../features/exhibition/pages/news-page') }),
  open('/exhibition/news/detail', '资讯详情', {
    page: () => import('../../features/exhibition/pages/news-detail-page'),
  }),
  open('/exhibition/activity', '展会活动', { page: () => import('../../features/exhibition/pages/activity-page') }),
  open('/exhibition/introduction', '展会介绍', {
    page: () => import('../../features/exhibition/pages/introduction-page'),
  }),
  open('/exhibition/motorhome', '房车展区', { page: () => import('../../features/exhibition/pages/motorhome-page') }),
  open('/exhibition/history', '历届回顾', { page: () => import('../../features/exhibition/pages/history-page') }),
  open('/exhibition/brand', '参展品牌', { page: () => import('../../features/exhibition/pages/brand-page') }),
  // issue 21: the exhibition's content admin (docs/exhibition.md), beyond the spec's routes
  auth('/exhibition/manage', '展会内容管理', { page: () => import('../../features/exhibition/pages/manage-page') }),
  auth('/exhibition/ticket', '展会门票', { page: () => import('../../features/order/pages/exhibition-ticket-page') }),
  auth('/exhibition/ticket/buy', '购买门票', { page: () => import('../../features/order/pages/ticket-buy-page') }),

  // 2.9 Event (funly) management (no login flag)
  open('/funly-manage/manage', '活动管理', { page: () => import('../../features/funly/pages/funly-manage-page') }),
  open('/funly-manage/create/:timestamp', '创建活动', {
    page: () => import('../../features/funly/pages/funly-editor-page'),
  }),
  open('/funly-manage/edit/:id/:timestamp', '编辑活动', {
    page: () => import('../../features/funly/pages/funly-editor-page'),
  }),
  open('/funly-manage/draft/:id/:timestamp', '编辑活动草稿', {
    page: () => import('../../features/funly/pages/funly-editor-page'),
  }),
  open('/funly-manage/same/:id/:timestamp', '创建同款活动', {
    page: () => import('../../features/funly/pages/funly-editor-page'),
  }),
  open('/funly-manage/create/selectRelation', '选择关联票券', {
    check: relationTypeQuery,
    page: () => import('../../features/funly/pages/funly-select-relation-page'),
  }),
  open('/funly-manage/manage/search', '搜索活动', {
    page: () => import('../../features/funly/pages/funly-manage-search-page'),
  }),
  open('/funly-manage/manage/draft', '活动草稿箱', {
    page: () => import('../../features/funly/pages/funly-manage-draft-page'),
  }),
  open('/funly-manage/apply', '报名管理', { page: () => import('../../features/funly/pages/run-apply-events-page') }),
  open('/funly-manage/apply/search', '搜索报名', {
    page: () => import('../../features/funly/pages/run-apply-search-page'),
  }),
  open('/funly-manage/apply/auditList/:id', '报名审核', {
    page: () => import('../../features/funly/pages/run-audit-list-page'),
  }),
  open('/funly-manage/appoint/:id', '预约管理', { page: () => import('../../features/funly/pages/run-appoint-page') }),
  open('/funly-manage/operator', '运营人员', {
    page: () => import('../../features/funly/pages/run-operator-events-page'),
  }),
  open('/funly-manage/operator/:id', '运营人员详情', {
    page: () => import('../../features/funly/pages/run-operator-list-page'),
  }),
  open('/funly-manage/operator/create/:pid', '添加运营人员', {
    page: () => import('../../features/funly/pages/run-operator-form-page'),
  }),
  open('/funly-manage/operator/edit/:pid/:id', '编辑运营人员', {
    page: () => import('../../features/funly/pages/run-operator-form-page'),
  }),
  open('/funly-manage/statistics/:id', '活动统计', {
    page: () => import('../../features/funly/pages/stats-overview-page'),
  }),
  open('/funly-manage/statistics/appoint/:id', '预约统计', {
    page: () => import('../../features/funly/pages/stats-list-page'),
  }),
  open('/funly-manage/statistics/apply/:id', '报名统计', {
    page: () => import('../../features/funly/pages/stats-list-page'),
  }),
  open('/funly-manage/statistics/ticket/:id', '票券统计', {
    page: () => import('../../features/funly/pages/stats-list-page'),
  }),
  open('/funly-manage/statistics/like/:id', '点赞统计', {
    page: () => import('../../features/funly/pages/stats-list-page'),
  }),
  open('/funly-manage/statistics/forward/:id', '转发统计', {
    page: () => import('../../features/funly/pages/stats-list-page'),
  }),

  // 2.10 Ride organiser (no login flag)
  open('/funly-ride/create', '创建骑行', { page: () => import('../../features/ride/pages/ride-editor-page') }),
  open('/funly-ride/edit/:id/:timestamp', '编辑骑行', {
    page: () => import('../../features/ride/pages/ride-editor-page'),
  }),
  open('/funly-ride/success', '骑行发布成功', { page: () => import('../../features/ride/pages/ride-success-page') }),
  open('/funly-ride/manage', '骑行管理', { page: () => import('../../features/ride/pages/ride-manage-page') }),
  open('/funly-ride/apply/auditList/:id', '骑行报名审核', {
    page: () => import('../../features/ride/pages/ride-audit-list-page'),
  }),

  // 2.11 Public event pages
  open('/funly/show', '活动详情', { page: () => import('../../features/funly/pages/funly-show-page') }),
  open('/funly/preview', '活动预览', { page: () => import('../../features/funly/pages/funly-show-page') }),
  open('/funly/enterList', '报名名单', { page: () => import('../../features/funly/pages/funly-enter-list-page') }),
  open('/funly/couponList', '活动卡券', { page: () => import('../../features/funly/pages/funly-coupon-list-page') }),
  open('/funly/appoint', '活动预约', { page: () => import('../../features/funly/pages/funly-appoint-page') }),
  open('/funly/appointType', '预约类型', { page: () => import('../../features/funly/pages/funly-appoint-type-page') }),
  open('/funly/search/:type', '活动搜索', { page: () => import('../search-type-page') }),
  open('/funly/rideTogether', '一起骑行', { page: () => import('../../features/ride/pages/ride-together-page') }),
  open('/funly/rideTogetherPlatform', '约骑平台', {
    page: () => import('../../features/ride/pages/ride-platform-page'),
  }),
  open('/funly/rideTogetherPlatform/form/:id/:timestamp', '领队申请', {
    page: () => import('../../features/ride/pages/leader-form-page'),
  }),
  open('/funly/rideForm/form/:id/:partyId/:timestamp', '骑行报名', {
    page: () => import('../../features/ride/pages/ride-apply-page'),
  }),
  open('/funly/rideTogether/clockin', '骑行打卡', {
    page: () => import('../../features/ride/pages/ride-clockin-page'),
  }),
  open('/funly/rideTogether/genMark', '生成打卡标记', {
    page: () => import('../../features/ride/pages/ride-mark-page'),
  }),

  // 2.12 Little action (login)
  auth('/little-action/blind-box', '盲盒', {
    page: () => import('../../features/blindbox/pages/blind-box-page'),
  }),
  auth('/little-action/blind-box/success', '盲盒开启成功', {
    page: () => import('../../features/blindbox/pages/blind-box-success-page'),
  }),
  auth('/little-action/lottery/list', '抽奖活动', {
    page: () => import('../../features/lottery/pages/lottery-list-page'),
  }),
  auth('/little-action/lottery/my', '我的抽奖', { page: () => import('../../features/lottery/pages/lottery-my-page') }),
  auth('/little-action/lottery/show/:id', '抽奖详情', {
    page: () => import('../../features/lottery/pages/lottery-show-page'),
  }),
  auth('/little-action/lottery-screen/:id', '抽奖大屏', {
    page: () => import('../../features/lottery/pages/lottery-screen-page'),
  }),
  // beyond the spec: the business's lottery management (docs/lottery.md)
  auth('/little-action/lottery/manage', '抽奖管理', {
    page: () => import('../../features/lottery/pages/lottery-manage-page'),
  }),
  auth('/little-action/lottery/edit', '编辑抽奖', {
    page: () => import('../../features/lottery/pages/lottery-edit-page'),
  }),

  // 2.13 My area (login unless stated)
  redirect('/my/ticket', '/my/ticket/list', '我的门票', true),
  auth('/my/ticket/list', '我的门票', { page: () => import('../../features/holding/pages/my-ticket-page') }),
  auth('/my/ticket/old', '历史门票', { page: () => import('../../features/holding/pages/my-ticket-page') }),
  auth('/my/history/:type/:time', '历史记录', {
    keepAlive: true,
    page: () => import('../../features/holding/pages/history-page'),
  }),
  auth('/my/history/:type/search', '搜索历史记录', {
    page: () => import('../../features/holding/pages/history-search-page'),
  }),
  auth('/my/history/3/search', '搜索邀请函', {
    page: () => import('../../features/holding/pages/history-search-page'),
  }),
  auth('/my/coupon', '我的卡券', { page: () => import('../../features/holding/pages/my-coupon-page') }),
  auth('/my/invitation', '我的邀请函', { page: () => import('../../features/holding/pages/my-invitation-page') }),
  auth('/my/offline-store/:id', '线下门店', { page: () => import('../../features/holding/pages/offline-store-page') }),
  auth('/my/order/list', '我的订单', { page: () => import('../../features/order/pages/order-list-page') }),
  auth('/my/order/detail/:id?', '订单详情', {
    check: orderId('id'),
    page: () => import('../../features/order/pages/order-detail-page'),
  }),
  auth('/my/order/goodsDetail/:id?', '商品订单详情', {
    check: orderId('id'),
    page: () => import('../../features/order/pages/order-goods-page'),
  }),
  auth('/my/order/payment/:id?', '订单支付', {
    check: orderId('id'),
    page: () => import('../../features/order/pages/order-payment-page'),
  }),
  auth('/my/order/result/:orderSn?', '支付结果', {
    check: requireParam('orderSn'),
    page: () => import('../../features/order/pages/order-result-page'),
  }),
  auth('/my/order/funly/:orderId?', '活动订单', {
    check: orderId('orderId'),
    page: () => import('../../features/funly/pages/funly-order-page'),
  }),
  auth('/my/order/refund/:id?', '申请退款', {
    check: orderId('id'),
    page: () => import('../../features/order/pages/order-refund-page'),
  }),
  auth('/my/setting', '设置', { page: () => import('../../features/my/pages/setting-page') }),
  auth('/my/setting/account', '账号与安全', { page: () => import('../../features/my/pages/account-page') }),
  auth('/my/setting/account/wechat', '微信绑定', {
    page: () => import('../../features/my/pages/wechat-account-page'),
  }),
  auth('/my/setting/black-list', '黑名单', { page: () => import('../../features/personal/pages/black-list-page') }),
  auth('/my/setting/feedback', '意见反馈', { page: () => import('../../features/feedback/pages/feedback-page') }),
  auth('/my/setting/feedback/list', '反馈记录', {
    page: () => import('../../features/feedback/pages/feedback-list-page'),
  }),
  auth('/my/setting/feedback/detail/:id', '反馈详情', {
    page: () => import('../../features/feedback/pages/feedback-detail-page'),
  }),
  open('/my/about', '关于我们', { page: () => import('../../features/my/pages/about-page') }),
  auth('/my/userInfo', '个人资料', { page: () => import('../../features/my/pages/user-info-page') }),
  auth('/my/message', '消息', { page: () => import('../../features/message/pages/message-list-page') }),
  auth('/my/balance', '我的余额', { page: () => import('../../features/wallet/pages/balance-page') }),
  auth('/my/balance/success', '提现成功', { page: () => import('../../features/wallet/pages/withdraw-success-page') }),
  auth('/my/balance/list', '余额明细', { page: () => import('../../features/wallet/pages/balance-list-page') }),
  auth('/my/balance/withdraw', '提现', { page: () => import('../../features/wallet/pages/withdraw-page') }),
  auth('/my/balance/account', '提现账户', { page: () => import('../../features/wallet/pages/account-page') }),
  auth('/my/balance/setPassword', '设置支付密码', {
    page: () => import('../../features/wallet/pages/set-password-page'),
  }),
  auth('/my/balance/updatePassword', '修改支付密码', {
    page: () => import('../../features/wallet/pages/update-password-page'),
  }),
  auth('/my/balance/smsVerification', '短信验证', {
    page: () => import('../../features/wallet/pages/sms-verification-page'),
  }),
  auth('/my/add-recipient/:id', '常用领取人', {
    page: () => import('../../features/holding/pages/add-recipient-page'),
  }),
  auth('/my/funly', '我的活动', { page: () => import('../../features/funly/pages/my-funly-page') }),
  auth('/my/funly/result/:funlyId?', '报名结果', {
    check: orderId('funlyId'),
    page: () => import('../../features/funly/pages/funly-result-page'),
  }),
  auth('/my/authentication', '我的认证', {
    page: () => import('../../features/carowner/pages/my-authentication-page'),
  }),
  auth('/my/business', '我的商家', { page: () => import('../../features/business/pages/business-page') }),
  auth('/my/favorite', '我的收藏', { page: () => import('../../features/personal/pages/personal-favorite-page') }),
  auth('/my/follow', '我的关注', { page: () => import('../../features/personal/pages/personal-follow-page') }),
  auth('/ticket/receive', '领取票券', { page: () => import('../../features/holding/pages/receive-page') }),
  auth('/ticket/receive/search', '搜索领取票券', {
    page: () => import('../../features/holding/pages/receive-search-page'),
  }),
  auth('/my/funly-ride', '我的骑行', { page: () => import('../../features/ride/pages/my-rides-page') }),
  auth('/my/funly-ride/clockIn', '我的骑行打卡', { page: () => import('../../features/ride/pages/ride-clockin-page') }),

  // 2.14 Personal, posts, projects, real-name, showroom
  auth('/personal/my', '我的主页', { page: () => import('../../features/personal/pages/personal-my-page') }),
  open('/personal/index', '个人主页', { page: () => import('../../features/personal/pages/personal-index-page') }),
  auth('/personal/info', '编辑个人信息', { page: () => import('../../features/personal/pages/personal-info-page') }),
  open('/personal/detail', '个人详情', { page: () => import('../../features/personal/pages/personal-detail-page') }),
  open('/personal/follow', '关注列表', {
    check: positiveIntQuery('uid'),
    page: () => import('../../features/personal/pages/personal-follow-page'),
  }),
  open('/personal/favorite', '喜欢列表', {
    check: positiveIntQuery('uid'),
    page: () => import('../../features/personal/pages/personal-favorite-page'),
  }),
  auth('/personal/upload/:type', '上传', { page: () => import('../../features/personal/pages/personal-upload-page') }),
  open('/post/:id', '帖子详情', { page: () => import('../../features/post/pages/post-show-page') }),
  auth('/post/comment/:id', '帖子评论', { page: () => import('../../features/post/pages/post-comments-page') }),
  auth('/tag/search', '车友圈', { page: () => import('../../features/post/pages/community-page') }),
  auth('/post/create', '发布帖子', { page: () => import('../../features/post/pages/post-create-page') }),
  auth('/post/relay/:id', '转发帖子', { page: () => import('../../features/post/pages/post-relay-page') }),
  auth('/post/tag/choose', '选择话题', { page: () => import('../../features/post/pages/tag-choose-page') }),
  auth('/report/:module/:id', '举报', {
    check: reportParams,
    page: () => import('../../features/report/pages/report-page'),
  }),
  auth('/project/edit/:id', '编辑项目', { page: () => import('../../features/project/pages/project-form-page') }),
  auth('/project/draft/:id', '编辑项目草稿', { page: () => import('../../features/project/pages/project-form-page') }),
  auth('/project/create', '创建项目', { page: () => import('../../features/project/pages/project-form-page') }),
  auth('/project/manage', '项目管理', { page: () => import('../../features/project/pages/project-manage-page') }),
  auth('/project/drafts', '项目草稿箱', { page: () => import('../../features/project/pages/project-drafts-page') }),
  auth('/real-name-certification/form', '实名认证', {
    page: () => import('../../features/realname/pages/real-name-form-page'),
  }),
  auth('/b/show-car/create', '添加展车', { page: () => import('../../features/showroom/pages/car-editor-page') }),
  auth('/b/show-car/edit/:id', '编辑展车', { page: () => import('../../features/showroom/pages/car-editor-page') }),
  auth('/b/show-car/create/result', '展车提交结果', {
    page: () => import('../../features/showroom/pages/car-result-page'),
  }),
  auth('/show-car/filter', '车型筛选', { page: () => import('../../features/showroom/pages/car-filter-page') }),
  auth('/show-car/search', '搜索车型', { page: () => import('../../features/showroom/pages/car-search-page') }),
  auth('/show-car/detail', '车型详情', { page: () => import('../../features/showroom/pages/car-detail-page') }),
  auth('/show-car/list', '展厅车型', { page: () => import('../../features/showroom/pages/car-list-page') }),
  auth('/show-car/saleAdvisor', '销售顾问', { page: () => import('../../features/showroom/pages/sale-advisor-page') }),
  auth('/show-car/carSelfSalelist', '在售车型', {
    page: () => import('../../features/showroom/pages/car-self-sale-list-page'),
  }),

  // 2.15 Ticket and invitation business (all login; numeric id validated, else /404)
  auth('/ticket-invitation', '商家中心', {
    keepAlive: true,
    page: () => import('../../features/item/pages/item-home-page'),
  }),
  auth('/ticket-invitation/drafts', '草稿箱', {
    keepAlive: true,
    page: () => import('../../features/item/pages/item-drafts-page'),
  }),
  auth('/ticket-invitation/ticket/:id?', '门票详情', {
    check: id,
    page: () => import('../../features/item/pages/item-detail-page'),
  }),
  auth('/ticket-invitation/coupon/:id?', '卡券详情', {
    check: id,
    page: () => import('../../features/item/pages/item-detail-page'),
  }),
  auth('/ticket-invitation/invitation/:id?', '邀请函详情', {
    check: id,
    page: () => import('../../features/item/pages/item-detail-page'),
  }),
  auth('/ticket-invitation/check/list', '核销票券', {
    page: () => import('../../features/verify/pages/check-list-page'),
  }),
  auth('/ticket-invitation/publish/list', '发放票券', {
    page: () => import('../../features/publisher/pages/my-publish-page'),
  }),
  auth('/ticket-invitation/agent/list', '代理票券', {
    page: () => import('../../features/agent/pages/my-agent-page'),
  }),
  auth('/ticket-invitation/audit-for-apply/list', '待审核申请', {
    page: () => import('../../features/form/pages/submission-list-page'),
  }),
  auth('/ticket-invitation/checker/:id?', '核销员', {
    check: id,
    page: () => import('../../features/verify/pages/checker-item-page'),
  }),
  auth('/enter-form/audit/:id?', '报名表审核', {
    check: id,
    page: () => import('../../features/form/pages/submission-review-page'),
  }),
  auth('/checkpoint/edit/:ticketId?', '编辑核销点', {
    check: ticketId,
    page: () => import('../../features/verify/pages/checkpoint-list-page'),
  }),
  auth('/checkpoint/add/:ticketId?', '添加核销点', {
    check: ticketId,
    page: () => import('../../features/verify/pages/checkpoint-add-page'),
  }),
  auth('/checkpoint/checker/:id?', '核销点核销员', {
    check: id,
    page: () => import('../../features/verify/pages/checkpoint-checker-page'),
  }),
  auth('/checkpoint/logs/:id?', '核销点记录', {
    check: id,
    page: () => import('../../features/verify/pages/checkpoint-logs-page'),
  }),
  auth('/agent/list/:ticketId?', '代理列表', {
    check: ticketId,
    page: () => import('../../features/agent/pages/agent-list-page'),
  }),
  auth('/agent/show/:id?', '代理详情', {
    check: id,
    page: () => import('../../features/agent/pages/agent-show-page'),
  }),
  auth('/ticket/publisher/list/:ticketId?', '发放员列表', {
    check: ticketId,
    page: () => import('../../features/publisher/pages/publisher-list-page'),
  }),
  auth('/ticket/publisher/record/:id?', '发放记录', {
    check: id,
    page: () => import('../../features/publisher/pages/publisher-record-page'),
  }),
  auth('/ticket/publisher/add/:ticketId?', '添加发布员', {
    check: ticketId,
    page: () => import('../../features/publisher/pages/publisher-add-page'),
  }),
  auth('/ticket/publish/customer/:ticketId?', '发放客户', {
    check: ticketId,
    page: () => import('../../features/publisher/pages/issue-customer-page'),
  }),
  auth('/ticket/publish/:ticketId?/:publisherId?', '发放门票', {
    check: positiveIds('ticketId', 'publisherId'),
    page: () => import('../../features/publisher/pages/issue-quota-page'),
  }),
  auth('/ticket/relation/form/:ticketId?', '关联卡券', {
    check: ticketId,
    page: () => import('../../features/relation/pages/relation-form-page'),
  }),
  auth('/verification/show-qrcode/:id?', '核销二维码', {
    check: id,
    prefetch: holdingCode,
    page: () => import('../../features/holding/pages/show-qrcode-page'),
  }),
  auth('/verification/show-qrcode/ticket/:id?', '门票核销码', {
    check: id,
    prefetch: holdingCode,
    page: () => import('../../features/holding/pages/show-qrcode-page'),
  }),
  auth('/verification/show-qrcode/coupon/:id?', '卡券核销码', {
    check: id,
    prefetch: holdingCode,
    page: () => import('../../features/holding/pages/show-qrcode-page'),
  }),
  auth('/verification/record/:id?', '核销记录', {
    check: id,
    page: () => import('../../features/holding/pages/record-page'),
  }),
  auth('/verification/logs/:id?', '核销日志', {
    check: id,
    page: () => import('../../features/holding/pages/record-page'),
  }),
  scanRoutes.scan,
  auth('/verification/result/:qrcode?', '核销结果', {
    check: qrcode,
    page: () => import('../../features/verify/pages/self-write-off-page'),
  }),
  scanRoutes.result,
  auth('/verification/ticket-list', '核销票券列表', {
    page: () => import('../../features/verify/pages/ticket-list-page'),
  }),
  auth('/invitation/enter-blank/1/:id?', '邀请函报名', {
    check: id,
    page: () => import('../../features/form/pages/form-fill-page'),
  }),
  auth('/funly/enter-blank/2/:id?', '活动报名', {
    check: id,
    page: () => import('../../features/funly/pages/funly-apply-page'),
  }),
  auth('/funly/enter-blank/3/:id?', '骑行活动报名', {
    check: id,
    page: () => import('../../features/ride/pages/ride-apply-page'),
  }),
  auth('/invitation/enter-blank/preview', '报名表预览', {
    page: () => import('../../features/form/pages/form-preview-page'),
  }),
  auth('/ticket/applicationForm/review/:ticketId?/:id?', '门票报名审核', {
    check: positiveIds('ticketId', 'id'),
    page: () => import('../../features/form/pages/submission-review-page'),
  }),
  auth('/funly/applicationForm/review/:id?', '活动报名审核', {
    check: id,
    page: () => import('../../features/funly/pages/run-application-review-page'),
  }),
  auth('/funly-ride/applicationForm/review/:id?', '骑行报名审核', {
    check: id,
    page: () => import('../../features/ride/pages/ride-application-review-page'),
  }),
  auth('/ticket/applicationForm/create/:type', '创建报名表', {
    page: () => import('../../features/form/pages/form-builder-page'),
  }),
  auth('/ticket/applicationForm/edit/:type/:id?/:timestamp', '编辑报名表', {
    check: id,
    page: () => import('../../features/form/pages/form-builder-page'),
  }),
  auth('/ticket/create', '创建门票', { page: () => import('../../features/item/pages/item-form-page') }),
  auth('/ticket/edit/:id?', '编辑门票', {
    check: id,
    page: () => import('../../features/item/pages/item-form-page'),
  }),
  auth('/coupon/create', '创建卡券', { page: () => import('../../features/item/pages/item-form-page') }),
  auth('/coupon/edit/:id?', '编辑卡券', {
    check: id,
    page: () => import('../../features/item/pages/item-form-page'),
  }),
  auth('/invitation/create', '创建邀请函', { page: () => import('../../features/item/pages/item-form-page') }),
  auth('/invitation/edit/:id?', '编辑邀请函', {
    check: id,
    page: () => import('../../features/item/pages/item-form-page'),
  }),
  auth('/union-marketing/center', '联合营销中心', {
    page: () => import('../../features/union/pages/union-center-page'),
  }),
  auth('/union-marketing/apply-form/:id?', '联合营销申请', {
    check: id,
    page: () => import('../../features/union/pages/union-apply-page'),
  }),
  auth('/union-marketing/my/apply/:id?', '我的联合营销申请', {
    check: id,
    page: () => import('../../features/union/pages/union-my-apply-page'),
  }),
  auth('/union-marketing/my/review/:id?', '联合营销申请审核', {
    check: id,
    page: () => import('../../features/union/pages/union-my-review-page'),
  }),
  auth('/union-marketing/audit', '联合营销审核', { page: () => import('../../features/union/pages/union-audit-page') }),
  auth('/used-car/:id?', '二手车详情', {
    check: id,
    page: () => import('../../features/showroom/pages/used-car-page'),
  }),
];
