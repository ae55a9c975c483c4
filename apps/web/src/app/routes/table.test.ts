import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeTable } from './table';
import type { ParamCheck, RouteEntry } from './types';

const byPath = new Map(routeTable.map((entry) => [entry.path, entry]));
const paths = routeTable.map((entry) => entry.path);
const pathsWhere = (pick: (entry: RouteEntry) => unknown) => routeTable.filter(pick).map((entry) => entry.path);

/** Resolves a URL the way the router does (react-router ranking, optional segments) and runs the rule. */
const resolve = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://h5.test');
  const match = matchRoutes(
    routeTable.map((entry) => ({ path: entry.path })),
    pathname,
  )?.at(-1);
  const entry = match?.route.path === undefined ? undefined : byPath.get(match.route.path);
  const result: ParamCheck | 'none' = entry?.check ? entry.check(match?.params ?? {}, searchParams) : 'none';
  return { path: entry?.path, result };
};

type Expected = ParamCheck | 'none';
/**
 * Every route with a parameter (or a query rule): concrete URLs and the rule's answer.
 * 'none' means the route has no rule; notMatch adds isNotMatchParams=1, notFound goes to /404.
 */
const ruleCases: Record<string, [url: string, expected: Expected][]> = {
  // 2.2
  '/b/audit/:type/:id': [
    ['/b/audit/ticket/1', 'ok'],
    ['/b/audit/coupon/-7', 'ok'],
    ['/b/audit/invitation/12', 'ok'],
    ['/b/audit/ticket_relation/3', 'ok'],
    ['/b/audit/foo/1', 'notMatch'],
    ['/b/audit/ticket/0', 'notMatch'],
    ['/b/audit/ticket/1.5', 'notMatch'],
    ['/b/audit/ticket/abc', 'notMatch'],
  ],
  // 2.3
  '/cert/register': [
    ['/cert/register?cert_sn=SN001', 'ok'],
    ['/cert/register', 'notMatch'],
    ['/cert/register?cert_sn=', 'notMatch'],
  ],
  '/cert/register/:sn': [['/cert/register/SN001', 'none']],
  '/cert/publisher/list/:id': [['/cert/publisher/list/abc', 'none']],
  '/cert/publish/customer/:ticketId': [['/cert/publish/customer/0', 'none']],
  '/cert/agent/list/:ticketId': [['/cert/agent/list/3', 'none']],
  '/cert/agent/show/:id': [['/cert/agent/show/3', 'none']],
  // 2.4
  '/efficiency/detail/:type': [
    ['/efficiency/detail/ticket', 'ok'],
    ['/efficiency/detail/coupon', 'ok'],
    ['/efficiency/detail/invitation', 'ok'],
    ['/efficiency/detail/spread', 'notMatch'],
    ['/efficiency/detail/x', 'notMatch'],
  ],
  '/efficiency/search/:type': [
    ['/efficiency/search/ticket', 'ok'],
    ['/efficiency/search/coupon', 'ok'],
    ['/efficiency/search/invitation', 'ok'],
    ['/efficiency/search/spread', 'ok'],
    ['/efficiency/search/channel', 'ok'],
    ['/efficiency/search/project', 'notMatch'],
  ],
  '/efficiency/:type': [
    ['/efficiency/ticket', 'ok'],
    ['/efficiency/coupon', 'ok'],
    ['/efficiency/invitation', 'ok'],
    ['/efficiency/spread-x', 'notMatch'],
    ['/efficiency/1', 'notMatch'],
  ],
  // 2.9
  '/funly-manage/create/:timestamp': [['/funly-manage/create/1718000000000', 'none']],
  '/funly-manage/edit/:id/:timestamp': [['/funly-manage/edit/5/1718000000000', 'none']],
  '/funly-manage/draft/:id/:timestamp': [['/funly-manage/draft/5/1718000000000', 'none']],
  '/funly-manage/same/:id/:timestamp': [['/funly-manage/same/5/1718000000000', 'none']],
  '/funly-manage/create/selectRelation': [
    ['/funly-manage/create/selectRelation?type=ticket', 'ok'],
    ['/funly-manage/create/selectRelation?type=coupon', 'ok'],
    ['/funly-manage/create/selectRelation?type=invitation', 'notMatch'],
    ['/funly-manage/create/selectRelation', 'notMatch'],
  ],
  '/funly-manage/apply/auditList/:id': [['/funly-manage/apply/auditList/5', 'none']],
  '/funly-manage/appoint/:id': [['/funly-manage/appoint/5', 'none']],
  '/funly-manage/operator/:id': [['/funly-manage/operator/5', 'none']],
  '/funly-manage/operator/create/:pid': [['/funly-manage/operator/create/5', 'none']],
  '/funly-manage/operator/edit/:pid/:id': [['/funly-manage/operator/edit/5/6', 'none']],
  '/funly-manage/statistics/:id': [['/funly-manage/statistics/5?type=all', 'none']],
  '/funly-manage/statistics/appoint/:id': [['/funly-manage/statistics/appoint/5?ctype=0', 'none']],
  '/funly-manage/statistics/apply/:id': [['/funly-manage/statistics/apply/5', 'none']],
  '/funly-manage/statistics/ticket/:id': [['/funly-manage/statistics/ticket/5', 'none']],
  '/funly-manage/statistics/like/:id': [['/funly-manage/statistics/like/5', 'none']],
  '/funly-manage/statistics/forward/:id': [['/funly-manage/statistics/forward/5', 'none']],
  // 2.10
  '/funly-ride/edit/:id/:timestamp': [['/funly-ride/edit/5/1718000000000', 'none']],
  '/funly-ride/apply/auditList/:id': [['/funly-ride/apply/auditList/5', 'none']],
  // 2.11
  '/funly/search/:type': [['/funly/search/ride', 'none']],
  '/funly/rideTogetherPlatform/form/:id/:timestamp': [['/funly/rideTogetherPlatform/form/5/1718000000000', 'none']],
  '/funly/rideForm/form/:id/:partyId/:timestamp': [['/funly/rideForm/form/5/6/1718000000000', 'none']],
  // 2.12
  '/little-action/lottery/show/:id': [['/little-action/lottery/show/5', 'none']],
  '/little-action/lottery-screen/:id': [['/little-action/lottery-screen/5', 'none']],
  // 2.13
  '/my/history/:type/:time': [['/my/history/1/2024-06', 'none']],
  '/my/history/:type/search': [['/my/history/1/search', 'none']],
  '/my/offline-store/:id': [['/my/offline-store/5', 'none']],
  '/my/order/detail/:id?': [
    ['/my/order/detail/5', 'ok'],
    ['/my/order/detail', 'notMatch'],
    ['/my/order/detail/0', 'notMatch'],
    ['/my/order/detail/abc', 'notMatch'],
  ],
  '/my/order/goodsDetail/:id?': [
    ['/my/order/goodsDetail/5', 'ok'],
    ['/my/order/goodsDetail', 'notMatch'],
    ['/my/order/goodsDetail/-1', 'notMatch'],
  ],
  '/my/order/payment/:id?': [
    ['/my/order/payment/5', 'ok'],
    ['/my/order/payment', 'notMatch'],
    ['/my/order/payment/1.5', 'notMatch'],
  ],
  '/my/order/result/:orderSn?': [
    ['/my/order/result/20240615000123', 'ok'],
    ['/my/order/result/SN-abc', 'ok'],
    ['/my/order/result', 'notMatch'],
  ],
  '/my/order/funly/:orderId?': [
    ['/my/order/funly/5', 'ok'],
    ['/my/order/funly', 'notMatch'],
    ['/my/order/funly/x', 'notMatch'],
  ],
  '/my/order/refund/:id?': [
    ['/my/order/refund/5', 'ok'],
    ['/my/order/refund', 'notMatch'],
    ['/my/order/refund/0', 'notMatch'],
  ],
  '/my/setting/feedback/detail/:id': [['/my/setting/feedback/detail/5', 'none']],
  '/my/add-recipient/:id': [['/my/add-recipient/0', 'none']],
  '/my/funly/result/:funlyId?': [
    ['/my/funly/result/5', 'ok'],
    ['/my/funly/result', 'notMatch'],
    ['/my/funly/result/abc', 'notMatch'],
  ],
  // 2.14
  '/personal/follow': [
    ['/personal/follow?uid=12', 'ok'],
    ['/personal/follow', 'notMatch'],
    ['/personal/follow?uid=0', 'notMatch'],
    ['/personal/follow?uid=abc', 'notMatch'],
  ],
  '/personal/favorite': [
    ['/personal/favorite?uid=12', 'ok'],
    ['/personal/favorite', 'notMatch'],
    ['/personal/favorite?uid=-3', 'notMatch'],
  ],
  '/personal/upload/:type': [['/personal/upload/avatar', 'none']],
  '/post/:id': [['/post/5', 'none']],
  '/post/comment/:id': [['/post/comment/5', 'none']],
  '/post/relay/:id': [['/post/relay/5', 'none']],
  '/report/:module/:id': [
    ['/report/bbs/5', 'ok'],
    ['/report/reply/0', 'ok'],
    ['/report/party/-2', 'ok'],
    ['/report/news/5', 'notMatch'],
    ['/report/bbs/1.5', 'notMatch'],
    ['/report/user/abc', 'notMatch'],
  ],
  '/project/edit/:id': [['/project/edit/5', 'none']],
  '/project/draft/:id': [['/project/draft/5', 'none']],
  '/b/show-car/edit/:id': [['/b/show-car/edit/5', 'none']],
  // 2.15: a missing or non-positive-integer id goes to /404
  '/ticket-invitation/ticket/:id?': [
    ['/ticket-invitation/ticket/5', 'ok'],
    ['/ticket-invitation/ticket', 'notFound'],
    ['/ticket-invitation/ticket/0', 'notFound'],
  ],
  '/ticket-invitation/coupon/:id?': [
    ['/ticket-invitation/coupon/5', 'ok'],
    ['/ticket-invitation/coupon', 'notFound'],
    ['/ticket-invitation/coupon/abc', 'notFound'],
  ],
  '/ticket-invitation/invitation/:id?': [
    ['/ticket-invitation/invitation/5', 'ok'],
    ['/ticket-invitation/invitation', 'notFound'],
    ['/ticket-invitation/invitation/-5', 'notFound'],
  ],
  '/ticket-invitation/checker/:id?': [
    ['/ticket-invitation/checker/5', 'ok'],
    ['/ticket-invitation/checker', 'notFound'],
  ],
  '/enter-form/audit/:id?': [
    ['/enter-form/audit/5', 'ok'],
    ['/enter-form/audit', 'notFound'],
    ['/enter-form/audit/1.5', 'notFound'],
  ],
  '/checkpoint/edit/:ticketId?': [
    ['/checkpoint/edit/5', 'ok'],
    ['/checkpoint/edit', 'notFound'],
  ],
  '/checkpoint/add/:ticketId?': [
    ['/checkpoint/add/5', 'ok'],
    ['/checkpoint/add/0', 'notFound'],
  ],
  '/checkpoint/checker/:id?': [
    ['/checkpoint/checker/5', 'ok'],
    ['/checkpoint/checker', 'notFound'],
  ],
  '/checkpoint/logs/:id?': [
    ['/checkpoint/logs/5', 'ok'],
    ['/checkpoint/logs/x', 'notFound'],
  ],
  '/agent/list/:ticketId?': [
    ['/agent/list/5', 'ok'],
    ['/agent/list', 'notFound'],
  ],
  '/agent/show/:id?': [
    ['/agent/show/5', 'ok'],
    ['/agent/show/0', 'notFound'],
  ],
  '/ticket/publisher/list/:ticketId?': [
    ['/ticket/publisher/list/5', 'ok'],
    ['/ticket/publisher/list', 'notFound'],
  ],
  '/ticket/publisher/record/:id?': [
    ['/ticket/publisher/record/5', 'ok'],
    ['/ticket/publisher/record/abc', 'notFound'],
  ],
  '/ticket/publisher/add/:ticketId?': [
    ['/ticket/publisher/add/5', 'ok'],
    ['/ticket/publisher/add', 'notFound'],
  ],
  '/ticket/publish/customer/:ticketId?': [
    ['/ticket/publish/customer/5', 'ok'],
    ['/ticket/publish/customer', 'notFound'],
  ],
  '/ticket/publish/:ticketId?/:publisherId?': [
    ['/ticket/publish/5/6', 'ok'],
    ['/ticket/publish/5', 'notFound'],
    ['/ticket/publish', 'notFound'],
    ['/ticket/publish/5/0', 'notFound'],
    ['/ticket/publish/0/6', 'notFound'],
    ['/ticket/publish/abc/6', 'notFound'],
  ],
  '/ticket/relation/form/:ticketId?': [
    ['/ticket/relation/form/5', 'ok'],
    ['/ticket/relation/form', 'notFound'],
  ],
  '/verification/show-qrcode/:id?': [
    ['/verification/show-qrcode/5?isCert=1', 'ok'],
    ['/verification/show-qrcode', 'notFound'],
    ['/verification/show-qrcode/abc', 'notFound'],
  ],
  '/verification/show-qrcode/ticket/:id?': [
    ['/verification/show-qrcode/ticket/5', 'ok'],
    ['/verification/show-qrcode/ticket', 'notFound'],
  ],
  '/verification/show-qrcode/coupon/:id?': [
    ['/verification/show-qrcode/coupon/5', 'ok'],
    ['/verification/show-qrcode/coupon', 'notFound'],
  ],
  '/verification/record/:id?': [
    ['/verification/record/5?isCert=1', 'ok'],
    ['/verification/record', 'notFound'],
  ],
  '/verification/logs/:id?': [
    ['/verification/logs/5', 'ok'],
    ['/verification/logs/0', 'notFound'],
  ],
  '/verification/scan/:id?': [
    ['/verification/scan/5', 'ok'],
    ['/verification/scan', 'notFound'],
  ],
  '/verification/result/:qrcode?': [
    ['/verification/result/QR-abc123', 'ok'],
    ['/verification/result', 'notFound'],
  ],
  '/verification/business/result/:qrcode?': [
    ['/verification/business/result/QR-abc123', 'ok'],
    ['/verification/business/result', 'notFound'],
  ],
  '/invitation/enter-blank/1/:id?': [
    ['/invitation/enter-blank/1/5', 'ok'],
    ['/invitation/enter-blank/1', 'notFound'],
  ],
  '/funly/enter-blank/2/:id?': [
    ['/funly/enter-blank/2/5', 'ok'],
    ['/funly/enter-blank/2/0', 'notFound'],
  ],
  '/funly/enter-blank/3/:id?': [
    ['/funly/enter-blank/3/5', 'ok'],
    ['/funly/enter-blank/3', 'notFound'],
  ],
  '/ticket/applicationForm/review/:ticketId?/:id?': [
    ['/ticket/applicationForm/review/5/6', 'ok'],
    ['/ticket/applicationForm/review/5', 'notFound'],
    ['/ticket/applicationForm/review/0/6', 'notFound'],
    ['/ticket/applicationForm/review', 'notFound'],
  ],
  '/funly/applicationForm/review/:id?': [
    ['/funly/applicationForm/review/5', 'ok'],
    ['/funly/applicationForm/review', 'notFound'],
  ],
  '/funly-ride/applicationForm/review/:id?': [
    ['/funly-ride/applicationForm/review/5', 'ok'],
    ['/funly-ride/applicationForm/review/x', 'notFound'],
  ],
  '/ticket/applicationForm/create/:type': [['/ticket/applicationForm/create/1', 'none']],
  '/ticket/applicationForm/edit/:type/:id?/:timestamp': [
    ['/ticket/applicationForm/edit/1/5/1718000000000', 'ok'],
    ['/ticket/applicationForm/edit/1/0/1718000000000', 'notFound'],
    ['/ticket/applicationForm/edit/1/abc/1718000000000', 'notFound'],
    ['/ticket/applicationForm/edit/1/1718000000000', 'notFound'],
  ],
  '/ticket/edit/:id?': [
    ['/ticket/edit/5', 'ok'],
    ['/ticket/edit', 'notFound'],
  ],
  '/coupon/edit/:id?': [
    ['/coupon/edit/5', 'ok'],
    ['/coupon/edit/0', 'notFound'],
  ],
  '/invitation/edit/:id?': [
    ['/invitation/edit/5', 'ok'],
    ['/invitation/edit', 'notFound'],
  ],
  '/union-marketing/apply-form/:id?': [
    ['/union-marketing/apply-form/5', 'ok'],
    ['/union-marketing/apply-form', 'notFound'],
  ],
  '/union-marketing/my/apply/:id?': [
    ['/union-marketing/my/apply/5', 'ok'],
    ['/union-marketing/my/apply/abc', 'notFound'],
  ],
  '/union-marketing/my/review/:id?': [
    ['/union-marketing/my/review/5', 'ok'],
    ['/union-marketing/my/review', 'notFound'],
  ],
  '/used-car/:id?': [
    ['/used-car/5', 'ok'],
    ['/used-car', 'notFound'],
    ['/used-car/1.5', 'notFound'],
  ],
};

/** Static paths that must win over a parameter in the same place (react-router ranking). */
const staticWins: [url: string, path: string][] = [
  ['/efficiency/project', '/efficiency/project'],
  ['/efficiency/channel', '/efficiency/channel'],
  ['/efficiency/spread', '/efficiency/spread'],
  ['/efficiency/detail/ticket', '/efficiency/detail/:type'],
  ['/funly-manage/create/selectRelation', '/funly-manage/create/selectRelation'],
  ['/funly-manage/manage/search', '/funly-manage/manage/search'],
  ['/cert/register/edit', '/cert/register/edit'],
  ['/my/history/3/search', '/my/history/3/search'],
  ['/my/history/1/search', '/my/history/:type/search'],
  ['/post/create', '/post/create'],
  ['/ticket/publish/customer', '/ticket/publish/customer/:ticketId?'],
  ['/ticket/publisher/list/5', '/ticket/publisher/list/:ticketId?'],
  ['/invitation/enter-blank/preview', '/invitation/enter-blank/preview'],
  ['/ticket-invitation/agent/list', '/ticket-invitation/agent/list'],
];

/** Every route without the login flag (spec 2 and 6), grouped by spec section; all the others carry it. */
// prettier-ignore
const openPaths = [
  '/', '/funly', '/exhibition', '/buy', '/login', '/loginPwd', '/merchant-coupon',
  '/app/protocol', '/app/protocol/edit', '/app/richtext', '/app/banner', '/print/cert', '/pages/index/pay',
  '/cert/register', '/cert/register/edit', '/cert/register/:sn', '/cert/success', '/cert/fail',
  '/car-authentication/success',
  '/demo', '/demo/index', '/demo/long-list', '/demo/form', '/demo/kc-dialog', '/demo/graph', '/demo/notice-bar',
  '/demo/temp', '/demo/appBridge', '/demo/list-banner', '/demo/sort-view', '/demo/wxuser',
  '/exhibition/news', '/exhibition/news/detail', '/exhibition/activity', '/exhibition/introduction',
  '/exhibition/motorhome', '/exhibition/history', '/exhibition/brand',
  ...pathsWhere((entry) => entry.path.startsWith('/funly-manage/')),
  '/funly-ride/create', '/funly-ride/edit/:id/:timestamp', '/funly-ride/success', '/funly-ride/manage',
  '/funly-ride/apply/auditList/:id',
  '/funly/show', '/funly/preview', '/funly/enterList', '/funly/couponList', '/funly/appoint', '/funly/appointType',
  '/funly/search/:type', '/funly/rideTogether', '/funly/rideTogetherPlatform',
  '/funly/rideTogetherPlatform/form/:id/:timestamp', '/funly/rideForm/form/:id/:partyId/:timestamp',
  '/funly/rideTogether/clockin', '/funly/rideTogether/genMark',
  '/my/about',
  '/personal/index', '/personal/detail', '/personal/follow', '/personal/favorite', '/post/:id',
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route table shape', () => {
  it('has no duplicate paths', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  // issue 21 added four managers' screens beyond the spec: /exhibition/manage, /app/epidmic/list,
  // /little-action/lottery/manage and /little-action/lottery/edit (all login)
  it("starts every path with a fixed first segment (the router adds a segment's rows when it is first visited)", () => {
    expect(paths.filter((p) => /^\/?[:*]/.test(p.split('/').find((part) => part !== '') ?? ''))).toEqual([]);
  });

  it('holds every path of spec section 2, /my/message and the managers’ screens (255 routes)', () => {
    expect(routeTable).toHaveLength(255);
  });

  it.each(paths)('%s is a react-router path below the base path', (path) => {
    expect(path.startsWith('/')).toBe(true);
    expect(path).not.toMatch(/[{}]|\/\/|\s/);
    if (path !== '/') expect(path.endsWith('/')).toBe(false);
  });

  it.each(routeTable.map((entry) => [entry.path, entry.title]))('%s has a Chinese title (%s)', (_path, title) => {
    expect(title).toMatch(/^[\u4e00-\u9fa5]+$/);
  });
});

describe('login flag', () => {
  it('exactly the open routes have no login flag', () => {
    expect(pathsWhere((entry) => !entry.login).sort()).toEqual([...openPaths].sort());
    expect(openPaths).toHaveLength(84);
  });

  it('171 routes carry the login flag', () => {
    expect(pathsWhere((entry) => entry.login)).toHaveLength(171);
  });

  it.each([
    '/my',
    '/pc/scan',
    '/b/audit',
    '/exhibition/ticket',
    '/exhibition/ticket/buy',
    '/personal/my',
    '/report/:module/:id',
    '/ticket-invitation',
  ])('%s requires login', (path) => {
    expect(byPath.get(path)?.login).toBe(true);
  });
});

describe('keep-alive, home layout, redirects and pages', () => {
  it('keeps exactly three pages alive', () => {
    expect(pathsWhere((entry) => entry.keepAlive)).toEqual([
      '/my/history/:type/:time',
      '/ticket-invitation',
      '/ticket-invitation/drafts',
    ]);
  });

  it('the home layout children are /funly, /my, /exhibition and /buy', () => {
    expect(pathsWhere((entry) => entry.home)).toEqual(['/funly', '/my', '/exhibition', '/buy']);
  });

  it('has the four redirects, each to a path of the table, without page or rule', () => {
    const redirects = routeTable.filter((entry) => entry.redirect);
    expect(Object.fromEntries(redirects.map((entry) => [entry.path, entry.redirect]))).toEqual({
      '/': '/buy',
      '/my/ticket': '/my/ticket/list',
      '/business-register': '/business-register/form',
      '/demo': '/demo/index',
    });
    for (const entry of redirects) {
      expect(entry.page).toBeUndefined();
      expect(entry.check).toBeUndefined();
      expect(byPath.has(entry.redirect!)).toBe(true);
    }
  });

  it('only the built routes have pages', () => {
    expect(pathsWhere((entry) => entry.page).sort()).toEqual(
      [
        '/login',
        // ── issue 21 exhibition: built routes below this line ──
        '/exhibition',
        '/exhibition/activity',
        '/exhibition/brand',
        '/exhibition/history',
        '/exhibition/introduction',
        '/exhibition/manage',
        '/exhibition/motorhome',
        '/exhibition/news',
        '/exhibition/news/detail',
        // ── issue 21 lottery: built routes below this line ──
        '/little-action/lottery-screen/:id',
        '/little-action/lottery/edit',
        '/little-action/lottery/list',
        '/little-action/lottery/manage',
        '/little-action/lottery/my',
        '/little-action/lottery/show/:id',
        // ── issue 21 blindbox: built routes below this line ──
        '/little-action/blind-box',
        '/little-action/blind-box/success',
        // ── issue 21 utility (protocol, richtext, epidemic, demo): built routes below this line ──
        '/app/epidmic',
        '/app/epidmic/list',
        '/app/protocol',
        '/app/protocol/edit',
        '/app/richtext',
        '/demo/form',
        '/demo/graph',
        '/demo/index',
        '/demo/kc-dialog',
        '/demo/list-banner',
        '/demo/long-list',
        '/demo/notice-bar',
        '/demo/sort-view',
        '/demo/temp',
        '/loginPwd',
        '/my',
        '/my/userInfo',
        '/my/message',
        '/my/setting',
        '/my/setting/account',
        '/my/setting/account/wechat',
        '/my/about',
        '/app/banner',
        '/demo/appBridge',
        '/demo/wxuser',
        // issuing: businesses, projects, items and audit
        '/my/business',
        '/project/create',
        '/project/edit/:id',
        '/project/draft/:id',
        '/project/manage',
        '/project/drafts',
        '/ticket-invitation',
        '/ticket-invitation/drafts',
        '/ticket-invitation/ticket/:id?',
        '/ticket-invitation/coupon/:id?',
        '/ticket-invitation/invitation/:id?',
        '/ticket/create',
        '/ticket/edit/:id?',
        '/coupon/create',
        '/coupon/edit/:id?',
        '/invitation/create',
        '/invitation/edit/:id?',
        '/b/audit',
        '/b/audit/:type/:id',
        // issuing: publishers
        '/ticket-invitation/publish/list',
        '/ticket/publisher/list/:ticketId?',
        '/ticket/publisher/record/:id?',
        '/ticket/publisher/add/:ticketId?',
        '/ticket/publish/customer/:ticketId?',
        '/ticket/publish/:ticketId?/:publisherId?',
        // issuing: agents, and the pass (证件) copies of the publisher and agent screens
        '/ticket-invitation/agent/list',
        '/agent/list/:ticketId?',
        '/agent/show/:id?',
        '/cert/publish/list',
        '/cert/publisher/list/:id',
        '/cert/publish/customer/:ticketId',
        '/cert/agent/list/:ticketId',
        '/cert/agent/show/:id',
        // application forms: builder, preview, filling and review
        '/ticket/applicationForm/create/:type',
        '/ticket/applicationForm/edit/:type/:id?/:timestamp',
        '/invitation/enter-blank/preview',
        '/invitation/enter-blank/1/:id?',
        // community (issue 18)
        '/my/setting/black-list',
        '/my/setting/feedback',
        '/my/setting/feedback/list',
        '/my/setting/feedback/detail/:id',
        '/my/favorite',
        '/my/follow',
        '/personal/my',
        '/personal/index',
        '/personal/info',
        '/personal/detail',
        '/personal/follow',
        '/personal/favorite',
        '/personal/upload/:type',
        '/post/:id',
        '/post/comment/:id',
        '/tag/search',
        '/post/create',
        '/post/relay/:id',
        '/post/tag/choose',
        '/report/:module/:id',
        '/funly/enter-blank/2/:id?',
        '/funly/enter-blank/3/:id?',
        '/ticket-invitation/audit-for-apply/list',
        '/enter-form/audit/:id?',
        '/ticket/applicationForm/review/:ticketId?/:id?',
        // issuing: distribution, union marketing and ticket–coupon relations
        '/app/distribute',
        '/app/daily',
        '/app/distribute-recipient',
        '/union-marketing/center',
        '/union-marketing/apply-form/:id?',
        '/union-marketing/my/apply/:id?',
        '/union-marketing/my/review/:id?',
        '/union-marketing/audit',
        '/ticket/relation/form/:ticketId?',
        // holding and verifying: the holder's items, codes, receiving; points, checkers, scanning; passes
        '/merchant-coupon',
        '/pc/scan',
        '/print/cert',
        '/cert/register',
        '/cert/register/edit',
        '/cert/register/:sn',
        '/cert/success',
        '/cert/fail',
        '/cert/scan',
        '/my/cert',
        '/my/cert/history',
        '/my/ticket/list',
        '/my/ticket/old',
        '/my/history/:type/:time',
        '/my/history/:type/search',
        '/my/history/3/search',
        '/my/coupon',
        '/my/invitation',
        '/my/offline-store/:id',
        '/my/add-recipient/:id',
        '/ticket/receive',
        '/ticket/receive/search',
        '/ticket-invitation/check/list',
        '/ticket-invitation/checker/:id?',
        '/checkpoint/edit/:ticketId?',
        '/checkpoint/add/:ticketId?',
        '/checkpoint/checker/:id?',
        '/checkpoint/logs/:id?',
        '/verification/show-qrcode/:id?',
        '/verification/show-qrcode/ticket/:id?',
        '/verification/show-qrcode/coupon/:id?',
        '/verification/record/:id?',
        '/verification/logs/:id?',
        '/verification/scan/:id?',
        '/verification/result/:qrcode?',
        '/verification/business/result/:qrcode?',
        '/verification/ticket-list',
        // orders, payment and the wallet
        '/app/distribute-buy',
        '/pages/index/pay',
        '/exhibition/ticket',
        '/exhibition/ticket/buy',
        '/buy',
        '/my/order/list',
        '/my/order/detail/:id?',
        '/my/order/goodsDetail/:id?',
        '/my/order/payment/:id?',
        '/my/order/result/:orderSn?',
        '/my/order/funly/:orderId?',
        '/my/order/refund/:id?',
        '/my/balance',
        '/my/balance/success',
        '/my/balance/list',
        '/my/balance/withdraw',
        '/my/balance/account',
        '/my/balance/setPassword',
        '/my/balance/updatePassword',
        '/my/balance/smsVerification',
        // events (funly): the public screens and my applications
        '/funly',
        '/funly/show',
        '/funly/preview',
        '/funly/enterList',
        '/funly/couponList',
        '/funly/appoint',
        '/funly/appointType',
        '/funly/search/:type',
        '/my/funly',
        '/my/funly/result/:funlyId?',
        // events (funly): applications, slots, operators, statistics
        '/funly-manage/apply',
        '/funly-manage/apply/search',
        '/funly-manage/apply/auditList/:id',
        '/funly/applicationForm/review/:id?',
        '/funly-manage/appoint/:id',
        '/funly-manage/operator',
        '/funly-manage/operator/:id',
        '/funly-manage/operator/create/:pid',
        '/funly-manage/operator/edit/:pid/:id',
        '/funly-manage/statistics/:id',
        '/funly-manage/statistics/appoint/:id',
        '/funly-manage/statistics/apply/:id',
        '/funly-manage/statistics/ticket/:id',
        '/funly-manage/statistics/like/:id',
        '/funly-manage/statistics/forward/:id',
        // group rides: leaders, the leader's side, riders, clock-in and the mark
        '/funly/rideTogetherPlatform',
        '/funly/rideTogetherPlatform/form/:id/:timestamp',
        '/funly-ride/create',
        '/funly-ride/edit/:id/:timestamp',
        '/funly-ride/success',
        '/funly-ride/manage',
        '/funly-ride/apply/auditList/:id',
        '/funly-ride/applicationForm/review/:id?',
        '/funly/rideTogether',
        '/funly/rideForm/form/:id/:partyId/:timestamp',
        '/funly/rideTogether/clockin',
        '/funly/rideTogether/genMark',
        '/my/funly-ride',
        '/my/funly-ride/clockIn',
        // events (funly): the organiser's editor and lists
        '/funly-manage/manage',
        '/funly-manage/manage/search',
        '/funly-manage/manage/draft',
        '/funly-manage/create/:timestamp',
        '/funly-manage/edit/:id/:timestamp',
        '/funly-manage/draft/:id/:timestamp',
        '/funly-manage/same/:id/:timestamp',
        '/funly-manage/create/selectRelation',
        // ── showroom (issue 19) routes below this line ──
        '/b/show-car/create',
        '/b/show-car/edit/:id',
        '/b/show-car/create/result',
        '/show-car/filter',
        '/show-car/search',
        '/show-car/detail',
        '/show-car/list',
        '/show-car/saleAdvisor',
        '/show-car/carSelfSalelist',
        '/used-car/:id?',
        // ── carowner (issue 19) routes below this line ──
        '/car-authentication/form',
        '/car-authentication/list',
        '/car-authentication/detail',
        '/car-authentication/success',
        '/my/authentication',
        // ── realname (issue 19) routes below this line ──
        '/real-name-certification/form',
        // ── merchant (issue 19) routes below this line ──
        '/business-register/form',
        '/business-register/choosemerchanttype',
        '/business-register/choosemerchanttype-next-tag',
        '/business-register/enterprise-retrieve',
        '/business-register/id-verify',
        '/business-register/admin-change',
        // ── statistics (issue 20) routes below this line ──
        '/efficiency',
        '/efficiency/project',
        '/efficiency/project/detail',
        '/efficiency/channel',
        '/efficiency/channel/detail',
        '/efficiency/spread',
        '/efficiency/spread/detail',
        '/efficiency/detail/:type',
        '/efficiency/search/:type',
        '/efficiency/:type',
        '/guard/index',
      ].sort(),
    );
  });

  it('every page loader resolves to a module with a default component', async () => {
    for (const entry of routeTable.filter((e) => e.page)) {
      const mod = await entry.page!();
      expect(typeof mod.default, entry.path).toBe('function');
    }
  }, 30_000);
});

describe('parameter rules of every parameterised route', () => {
  const ruled = pathsWhere((entry) => entry.path.includes(':') || entry.check);

  it('the expectation table lists exactly the parameterised routes and the routes with a rule', () => {
    expect(Object.keys(ruleCases).sort()).toEqual([...ruled].sort());
  });

  it.each(Object.entries(ruleCases))('%s', (path, cases) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [url, expected] of cases) {
      expect(resolve(url), url).toEqual({ path, result: expected });
    }
    const invalidModules = cases.filter(([url]) => url.startsWith('/report/news/')).length;
    expect(warn).toHaveBeenCalledTimes(invalidModules);
  });

  it('an unchecked route has no rule at all', () => {
    for (const [path, cases] of Object.entries(ruleCases)) {
      expect(byPath.get(path)?.check === undefined, path).toBe(cases.every(([, expected]) => expected === 'none'));
    }
  });

  it.each(staticWins)('%s resolves to %s', (url, path) => {
    expect(resolve(url).path).toBe(path);
  });
});
