import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from './config/config.js';
import type { Db } from './db/client.js';
import { appSettings } from './db/schema.js';
import type { Kv } from './plugins/app/kv.js';
import type { SmsProvider } from './plugins/app/sms.js';
import { localStorage } from './plugins/app/storage.js';
import { tokenSigner } from './plugins/app/tokens.js';
import { contentRepository } from './modules/public/content.repository.js';
import { contentService } from './modules/public/content.service.js';
import { smsService } from './modules/sms/sms.service.js';
import { sessionRepository } from './modules/user/session.repository.js';
import { sessionService } from './modules/user/session.service.js';
import { userRepository } from './modules/user/user.repository.js';
import { userService } from './modules/user/user.service.js';
import { wechatClient } from './modules/wechat/wechat.client.js';
import { wechatService } from './modules/wechat/wechat.service.js';
import { shareService } from './modules/share/share.service.js';
import { locationService } from './modules/location/location.service.js';
import { businessRepository } from './modules/business/business.repository.js';
import { businessService } from './modules/business/business.service.js';
import { projectRepository } from './modules/project/project.repository.js';
import { projectService } from './modules/project/project.service.js';
import { auditRepository } from './modules/audit/audit.repository.js';
import { auditService } from './modules/audit/audit.service.js';
import { messageRepository } from './modules/message/message.repository.js';
import { messageService } from './modules/message/message.service.js';
import { itemRepository } from './modules/item/item.repository.js';
import { itemService } from './modules/item/item.service.js';
import { publisherRepository } from './modules/publisher/publisher.repository.js';
import { publisherService } from './modules/publisher/publisher.service.js';
import { holdingRepository } from './modules/holding/holding.repository.js';
import { holdingService } from './modules/holding/holding.service.js';
import { formRepository } from './modules/form/form.repository.js';
import { formService } from './modules/form/form.service.js';
import { agentRepository } from './modules/agent/agent.repository.js';
import { agentService } from './modules/agent/agent.service.js';
import { distributeRepository } from './modules/distribute/distribute.repository.js';
import { distributeService } from './modules/distribute/distribute.service.js';
import { relationRepository } from './modules/relation/relation.repository.js';
import { relationService } from './modules/relation/relation.service.js';
import { unionRepository } from './modules/union/union.repository.js';
import { unionService } from './modules/union/union.service.js';
import { holdingCodes } from './modules/holding/holding-code.js';
import { dayCodeRepository } from './modules/holding/day-code.repository.js';
import { dayCodes } from './modules/holding/short-code.js';
import { holderRepository } from './modules/holding/holder.repository.js';
import { holderService } from './modules/holding/holder.service.js';
import { systemClock, type Clock } from './lib/clock.js';
import { receiveRepository } from './modules/receive/receive.repository.js';
import { receiveService } from './modules/receive/receive.service.js';
import { recipientService } from './modules/receive/recipient.service.js';
import { spmService } from './modules/receive/spm.service.js';
import { surveyService } from './modules/receive/survey.service.js';
import { certRepository } from './modules/cert/cert.repository.js';
import { certService } from './modules/cert/cert.service.js';
import { checkerService } from './modules/verify/checker.service.js';
import { checkpointRepository } from './modules/verify/checkpoint.repository.js';
import { checkpointService } from './modules/verify/checkpoint.service.js';
import { writeOffService } from './modules/verify/write-off.service.js';
import { writeOffRepository } from './modules/verify/write-off.repository.js';
import { offlineService } from './modules/verify/offline.service.js';
import { offlineRepository } from './modules/verify/offline.repository.js';
import { orderRepository } from './modules/order/order.repository.js';
import { orderService } from './modules/order/order.service.js';
import { sandboxPayment, wxpayPayment } from './modules/order/payment.js';
import { payPasswordService } from './modules/wallet/pay-password.service.js';
import { payoutAccountService } from './modules/wallet/payout-account.service.js';
import { walletRepository } from './modules/wallet/wallet.repository.js';
import { walletService } from './modules/wallet/wallet.service.js';
import { funlyAccess } from './modules/funly/funly-access.js';
import { funlyRepository } from './modules/funly/funly.repository.js';
import { funlyService } from './modules/funly/funly.service.js';
import { operatorService } from './modules/funly/operator.service.js';
import { applicationRepository } from './modules/funly/application.repository.js';
import { funlyApplicationService } from './modules/funly/application.service.js';
import { funlyStatsService } from './modules/funly/stats.service.js';
import { rideAccess } from './modules/ride/ride-access.js';
import { rideRepository } from './modules/ride/ride.repository.js';
import { rideLeaderService } from './modules/ride/leader.service.js';
import { rideService } from './modules/ride/ride.service.js';
import { rideApplicationService } from './modules/ride/application.service.js';
import { rideClockinService } from './modules/ride/clockin.service.js';
import { rateLimiter } from './lib/rate-limit.js';
import { postService, publicFeedPages } from './modules/post/post.service.js';
import { personalService } from './modules/personal/personal.service.js';
import { reportService } from './modules/report/report.service.js';
import { feedbackService } from './modules/feedback/feedback.service.js';
import { recognitionProvider } from './lib/recognition/provider.js';
import { realNameRepository } from './modules/realname/realname.repository.js';
import { realNameService } from './modules/realname/realname.service.js';
import { recognitionService } from './modules/realname/recognition.service.js';
import { showroomRepository } from './modules/showroom/showroom.repository.js';
import { showroomService } from './modules/showroom/showroom.service.js';
import { showcaseService } from './modules/showroom/showcase.service.js';
import { advisorService } from './modules/showroom/advisor.service.js';
import { bookingService } from './modules/showroom/booking.service.js';
import { merchantRepository } from './modules/merchant/merchant.repository.js';
import { merchantService } from './modules/merchant/merchant.service.js';
import { adminChangeService } from './modules/merchant/admin-change.service.js';
import { carOwnerService } from './modules/carowner/carowner.service.js';
import { catalogRepository } from './modules/catalog/catalog.repository.js';
import { catalogService } from './modules/catalog/catalog.service.js';
import { statisticsRepository } from './modules/statistics/statistics.repository.js';
import { statisticsService } from './modules/statistics/statistics.service.js';
import { guardService } from './modules/statistics/guard.service.js';
import { blindBoxRepository } from './modules/blindbox/blindbox.repository.js';
import { blindBoxService } from './modules/blindbox/blindbox.service.js';
// issue 21 exhibition: the exhibition pages (docs/exhibition.md)
import { exhibitionRepository } from './modules/exhibition/exhibition.repository.js';
import { exhibitionService } from './modules/exhibition/exhibition.service.js';
// issue 21 utility: agreements and health declarations (docs/utility.md)
import { protocolRepository } from './modules/protocol/protocol.repository.js';
import { protocolService } from './modules/protocol/protocol.service.js';
import { epidemicRepository } from './modules/epidemic/epidemic.repository.js';
import { epidemicService } from './modules/epidemic/epidemic.service.js';
// issue 21 lottery: lotteries with a provably fair draw (docs/lottery.md)
import { lotteryRepository } from './modules/lottery/lottery.repository.js';
import { lotteryService } from './modules/lottery/lottery.service.js';

/** The server secret: TOKEN_SECRET, else one generated once and kept in the database so every instance shares it. */
async function serverSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'token_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  return (await db.select().from(appSettings).where(eq(appSettings.key, 'token_secret')))[0]!.value;
}

/** Wires repositories and services once; modules receive the result. */
export async function createServices(
  config: Config,
  db: Db,
  kv: Kv,
  smsProvider: SmsProvider,
  fetchImpl: typeof fetch = fetch,
  /** operational notes (expired orders, refused payment notices, sandbox payouts) */
  log: (msg: string) => void = () => {},
) {
  const secret = await serverSecret(db, config.tokenSecret);
  const sms = smsService(kv, smsProvider, config.sms);
  const sessions = sessionService(db, sessionRepository(db), tokenSigner(secret), config);
  const userRepo = userRepository(db);
  const users = userService({ db, users: userRepo, sessions, sms, kv, login: config.login });
  const storage = localStorage({
    dir: config.dataDir,
    secret,
    urlTtl: config.upload.urlTtl,
    maxBytes: config.upload.maxBytes,
    kv,
    hourlyMax: config.upload.hourlyMax,
  });
  const contentRepo = contentRepository(db);
  const content = contentService(contentRepo, storage, config.servicePhone);
  const wechat = wechatService(wechatClient(config.wx, kv, fetchImpl));
  const share = shareService(userRepo, content, config.product);
  const location = locationService(config.ipLocationCity);
  const businessRepo = businessRepository(db);
  const business = businessService(businessRepo);
  const projects = projectService(db, projectRepository(db), businessRepo);
  const auditRepo = auditRepository(db);
  const itemRepo = itemRepository(db);
  const relations = relationService(db, relationRepository(db), itemRepo, auditRepo, businessRepo);
  const holdings = holdingService(holdingRepository(), userRepo, businessRepo, relations.bundled);
  const forms = formService(db, formRepository(db), holdings, businessRepo);
  const items = itemService(db, itemRepo, auditRepo, businessRepo, forms.ownedForm);
  const distribute = distributeService(db, distributeRepository(db), itemRepo, holdings);
  const agents = agentService(db, agentRepository(db), itemRepo, userRepo, businessRepo, config.product);
  const publishers = publisherService(db, publisherRepository(db), itemRepo, userRepo, businessRepo, holdings);
  /** the time every rule of holding and verifying reads (tests move it, e.g. across midnight in Asia/Shanghai) */
  const clock: Clock = systemClock;
  const checkpointRepo = checkpointRepository(db);
  // events (docs/funly.md): one access helper for every event-scoped call
  const funlyRepo = funlyRepository(db);
  const funlyAccessor = funlyAccess(funlyRepo, businessRepo);
  const applicationRepo = applicationRepository(db);
  const funly = funlyService({
    db,
    repo: funlyRepo,
    access: funlyAccessor,
    applications: applicationRepo,
    audits: auditRepo,
    business: businessRepo,
    points: checkpointRepo,
    ownedForm: forms.ownedForm,
    clock,
  });
  // rides (docs/ride.md): a leader's own, one access helper for every ride-scoped call
  const rideAccessor = rideAccess(rideRepository(db));
  const rideLeaders = rideLeaderService({ db, audits: auditRepo, clock });
  const rideClockins = rideClockinService({
    db,
    access: rideAccessor,
    kv,
    clock,
    positionDays: config.ridePositionDays,
  });
  // community (docs/community.md): one rate limiter for posts, comments, likes, follows, reports, feedback and albums
  const limits = rateLimiter(kv, config.community.limits);
  // the public feed pages kept a moment (post.service.ts): forgotten after a post write and a moderation decision
  const feedPages = publicFeedPages(config.community.feedCacheMs);
  const reports = reportService({ db, audits: auditRepo, limits, clock, contentChanged: () => feedPages.clear() });
  // ── issue 19: the showroom, carowner, realname and merchant services are built below this line ──
  // the recognition provider (lib/recognition, docs/identity.md): RECOGNITION_PROVIDER chooses manual or tencent;
  // pass `recognition` to whoever needs a provider call (e.g. businessLicence); images are read from our storage
  const recognition = recognitionProvider(config.recognition, {
    fetch: fetchImpl,
    readImage: async (url) => {
      const key = storage.keyOf(url);
      return key ? storage.read(key) : null;
    },
  });
  // real-name certification (docs/identity.md)
  const realNames = realNameService({
    db,
    repo: realNameRepository(db),
    audits: auditRepo,
    recognition,
    storage,
    limits,
    clock,
    publicOrigin: config.security.publicOrigin,
    log,
  });
  // the vehicle catalogue (docs/showroom.md): `catalog.vehicle(modelId)` checks a chosen model
  const catalogRepo = catalogRepository(db);
  const catalog = catalogService(catalogRepo);
  // the car showroom (docs/showroom.md)
  const showroomRepo = showroomRepository(db);
  const showroom = showroomService({
    db,
    repo: showroomRepo,
    audits: auditRepo,
    business: businessRepo,
    catalog: catalogRepo,
    clock,
  });
  // business registration (docs/merchant.md)
  const merchantRepo = merchantRepository(db);
  const merchant = merchantService({
    db,
    repo: merchantRepo,
    audits: auditRepo,
    users: userRepo,
    sms,
    recognition,
    clock,
  });
  const carOwners = carOwnerService({ db, audits: auditRepo, clock });
  const audit = auditService(db, auditRepo, businessRepo, relations.apply, {
    funly,
    ride_leader: rideLeaders,
    report: reports,
    // ── issue 19: audit hooks (show_car, car_owner, real_name, merchant) below this line ──
    real_name: realNames,
    show_car: showroom,
    merchant,
    car_owner: carOwners,
  });
  const codes = holdingCodes(secret);
  const dayCodeRepo = dayCodeRepository(db);
  const days = dayCodes(dayCodeRepo);
  const holder = holderService(db, holderRepository(db), kv, codes, days, clock);
  const receiveRepo = receiveRepository(db);
  const spm = spmService(receiveRepo);
  const walletRepo = walletRepository(db);
  const payPassword = payPasswordService(walletRepo, config.wallet, sms, clock);
  const wallet = walletService(db, walletRepo, config, payPassword, clock, log);
  const orders = orderService(db, orderRepository(db), holdings, clock, config.pay.orderTtl, log);
  const formRepo = formRepository(db);
  const funlyApplications = funlyApplicationService({
    db,
    repo: applicationRepo,
    access: funlyAccessor,
    holdings,
    orders,
    formOf: (id) => formRepo.findById(id),
    business: businessRepo,
    clock,
  });
  // an event application follows its order (paid → going or pending; cancelled or expired → places freed)
  orders.hooks.paid.push((tx, o) => funlyApplications.onOrderPaid(tx, o));
  orders.hooks.released.push((tx, ids) => funlyApplications.onOrdersReleased(tx, ids));
  // the form engine's target type 2: an event's application form
  forms.registerTarget(2, (id, uid) => funlyApplications.formTarget(id, uid));
  const statisticsRepo = statisticsRepository(db);
  // ── issue 21 exhibition: services built below this line ──
  // ── issue 21 lottery: services built below this line ──
  const lottery = lotteryService({ db, repo: lotteryRepository(db), clock });
  // ── issue 21 blindbox: services built below this line ──
  // blind boxes (docs/blindbox.md): bought through the orders of the box's item; paid → opened, released → the day's
  // cap given back, refund refused, and createorder refuses the box's item (only blindbox/buy sells it)
  const blindBoxes = blindBoxService({ db, repo: blindBoxRepository(db), orders, clock });
  orders.hooks.paid.push((tx, o) => blindBoxes.onOrderPaid(tx, o));
  orders.hooks.released.push((tx, ids) => blindBoxes.onOrdersReleased(tx, ids));
  orders.hooks.refund.push((tx, o) => blindBoxes.onRefund(tx, o));
  orders.hooks.direct.push((itemId) => blindBoxes.refuseDirect(itemId));
  // ── issue 21 utility (protocol, richtext, epidemic, demo): services built below this line ──
  const protocol = protocolService({ db, repo: protocolRepository(db), audits: auditRepo, clock });
  const epidemic = epidemicService({ repo: epidemicRepository(db), clock });
  const checkpoints = checkpointService(db, checkpointRepo, businessRepo, holdings);
  const writeOffs = writeOffService(db, writeOffRepository(db), kv, codes, days, clock);
  return {
    // ── issue 21 exhibition: services returned below this line ──
    exhibition: exhibitionService({ repo: exhibitionRepository(db), business: businessRepo, clock }),
    // ── issue 21 lottery: services returned below this line ──
    lottery,
    // ── issue 21 blindbox: services returned below this line ──
    blindBoxes,
    // ── issue 21 utility (protocol, richtext, epidemic, demo): services returned below this line ──
    protocol,
    epidemic,
    // ── issue 20: efficiency statistics and the gate screen (docs/statistics.md) ──
    statistics: statisticsService(statisticsRepo),
    guard: guardService({ repo: statisticsRepo, kv, clock }),
    // ── issue 19: services returned below this line ──
    realNames,
    recognition,
    recognitionCalls: recognitionService({ recognition, storage, limits, log }),
    catalog,
    showroom,
    showcase: showcaseService({ repo: showroomRepo, cars: showroom }),
    saleAdvisors: advisorService({ db, repo: showroomRepo, business: businessRepo }),
    carBookings: bookingService({ repo: showroomRepo, clock }),
    merchant,
    merchantAdminChange: adminChangeService({ db, repo: merchantRepo, business: businessRepo, kv, sms, users: userRepo }),
    carOwners,
    orders,
    funly,
    funlyOperators: operatorService({
      db,
      repo: funlyRepo,
      access: funlyAccessor,
      business: businessRepo,
      points: checkpointRepo,
      users: { findLiveByMobile: (m) => userRepo.findLiveByMobile(m) },
      personByMobile: (tx, m) => holdings.personByMobile(tx, m),
    }),
    funlyApplications,
    funlyStats: funlyStatsService({ repo: applicationRepo, access: funlyAccessor, clock }),
    rideLeaders,
    rides: rideService({ db, access: rideAccessor, leaders: rideLeaders, clock, announce: rideClockins.announce }),
    rideApplications: rideApplicationService({ db, access: rideAccessor, clock, announce: rideClockins.announce }),
    rideClockins,
    /** day codes whose day ended more than a day ago (scheduled) */
    purgeDayCodes: () => dayCodeRepo.purgeExpired(new Date(clock.now().getTime() - 86_400_000)),
    posts: postService({ db, limits, community: config.community, clock, kv, publicPages: feedPages }),
    people: personalService({ db, limits, clock }),
    reports,
    feedback: feedbackService({ db, audits: auditRepo, limits, clock }),
    payments: { sandbox: sandboxPayment(secret), wxpay: wxpayPayment(config.pay.wx, config.wx.appId, fetchImpl) },
    wallet,
    payPassword,
    payoutAccount: payoutAccountService(db, walletRepo, config, sms, wechat, wallet, clock),
    clock,
    codes,
    holder,
    receive: receiveService(db, receiveRepo, holdings, holder, spm, clock),
    recipients: recipientService(db, receiveRepo),
    surveys: surveyService(receiveRepo),
    spm,
    certs: certService(certRepository(db)),
    checkpoints,
    checkers: checkerService(checkpointRepo, clock),
    writeOffs,
    offline: offlineService(offlineRepository(db), dayCodeRepo, writeOffs, checkpoints, codes, clock),
    sms,
    sessions,
    users,
    storage,
    content,
    contentRepo,
    wechat,
    share,
    location,
    business,
    projects,
    items,
    audit,
    messages: messageService(messageRepository(db)),
    publishers,
    forms,
    agents,
    distribute,
    relations,
    union: unionService(db, unionRepository(db), auditRepo, businessRepo),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
