import type { Module } from './module.js';
import { publicModule } from './public/public.routes.js';
import { smsModule } from './sms/sms.routes.js';
import { userModule } from './user/user.routes.js';
import { wechatModule } from './wechat/wechat.routes.js';
import { shareModule } from './share/share.routes.js';
import { locationModule } from './location/location.routes.js';
import { businessModule } from './business/business.routes.js';
import { projectModule } from './project/project.routes.js';
import { itemModule } from './item/item.routes.js';
import { auditModule } from './audit/audit.routes.js';
import { messageModule } from './message/message.routes.js';
import { publisherModule } from './publisher/publisher.routes.js';
import { formModule } from './form/form.routes.js';
import { agentModule } from './agent/agent.routes.js';
import { distributeModule } from './distribute/distribute.routes.js';
import { relationModule } from './relation/relation.routes.js';
import { unionModule } from './union/union.routes.js';
import { holdingModule } from './holding/holding.routes.js';
import { receiveModule } from './receive/receive.routes.js';
import { certModule } from './cert/cert.routes.js';
import { verifyModule } from './verify/verify.routes.js';
import { orderModule } from './order/order.routes.js';
import { walletModule } from './wallet/wallet.routes.js';
import { funlyModule } from './funly/funly.routes.js';
import { rideModule } from './ride/ride.routes.js';
import { postModule } from './post/post.routes.js';
import { personalModule } from './personal/personal.routes.js';
import { reportModule } from './report/report.routes.js';
import { feedbackModule } from './feedback/feedback.routes.js';
// ── issue 19: module imports below this line ──
import { realnameModule } from './realname/realname.routes.js';
import { catalogModule } from './catalog/catalog.routes.js';
import { showroomModule } from './showroom/showroom.routes.js';
import { merchantModule } from './merchant/merchant.routes.js';
import { carownerModule } from './carowner/carowner.routes.js';
import { statisticsModule } from './statistics/statistics.routes.js';
// ── issue 21 exhibition: module imports below this line ──
import { exhibitionModule } from './exhibition/exhibition.routes.js';
// ── issue 21 lottery: module imports below this line ──
import { lotteryModule } from './lottery/lottery.routes.js';
// ── issue 21 blindbox: module imports below this line ──
import { blindBoxModule } from './blindbox/blindbox.routes.js';
// ── issue 21 utility (protocol, richtext, epidemic, demo): module imports below this line ──
import { protocolModule } from './protocol/protocol.routes.js';
import { epidemicModule } from './epidemic/epidemic.routes.js';

/** Every module of the server, explicitly. */
export const modules: Module[] = [
  userModule,
  smsModule,
  publicModule,
  wechatModule,
  shareModule,
  locationModule,
  businessModule,
  projectModule,
  itemModule,
  auditModule,
  messageModule,
  publisherModule,
  formModule,
  agentModule,
  distributeModule,
  relationModule,
  unionModule,
  holdingModule,
  receiveModule,
  certModule,
  verifyModule,
  orderModule,
  walletModule,
  funlyModule,
  rideModule,
  postModule,
  personalModule,
  reportModule,
  feedbackModule,
  // ── issue 19: showroomModule, carownerModule, realnameModule, merchantModule below this line ──
  realnameModule,
  catalogModule,
  showroomModule,
  merchantModule,
  carownerModule,
  // ── issue 20 ──
  statisticsModule,
  // ── issue 21 exhibition: modules below this line ──
  exhibitionModule,
  // ── issue 21 lottery: modules below this line ──
  lotteryModule,
  // ── issue 21 blindbox: modules below this line ──
  blindBoxModule,
  // ── issue 21 utility (protocol, richtext, epidemic, demo): modules below this line ──
  protocolModule,
  epidemicModule,
];
