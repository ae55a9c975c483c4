import * as user from './user/user.contract.js';
import * as pub from './public/public.contract.js';
import * as platform from './platform/platform.contract.js';
import * as business from './business/business.contract.js';
import * as project from './project/project.contract.js';
import * as item from './item/item.contract.js';
import * as audit from './audit/audit.contract.js';
import * as publisher from './publisher/publisher.contract.js';
import * as form from './form/form.contract.js';
import * as agent from './agent/agent.contract.js';
import * as distribute from './distribute/distribute.contract.js';
import * as relation from './relation/relation.contract.js';
import * as union from './union/union.contract.js';
import type { CallDef } from './common/contract.js';

/** Every call of the API, by name. The server registers exactly these; docs/api.md lists them. */
export const calls = {
  login: user.login,
  register: user.register,
  tokenRefresh: user.tokenRefresh,
  logout: user.logout,
  userIndex: user.userIndex,
  userInfo: user.userInfo,
  userEdit: user.userEdit,
  userEditField: user.userEditField,
  aboutUs: user.aboutUs,
  drawdown: user.drawdown,
  smsSend: pub.smsSend,
  smsVerify: pub.smsVerify,
  servicesPhone: pub.servicesPhone,
  docIndex: pub.docIndex,
  adIndex: pub.adIndex,
  spmCreate: pub.spmCreate,
  uploadSign: pub.uploadSign,
  jssdk: platform.jssdk,
  wxOauthUrl: platform.wxOauthUrl,
  getOpenid: platform.getOpenid,
  bbsChannels: platform.bbsChannels,
  centerChannels: platform.centerChannels,
  playChannels: platform.playChannels,
  centerShare: platform.centerShare,
  bbsShare: platform.bbsShare,
  partyShare: platform.partyShare,
  playShare: platform.playShare,
  locateByIp: platform.locateByIp,
  regeo: platform.regeo,
  myBusinesses: business.myBusinesses,
  projectSave: project.projectSave,
  projectList: project.projectList,
  projectInfo: project.projectInfo,
  projectDelete: project.projectDelete,
  itemSave: item.itemSave,
  itemAction: item.itemAction,
  itemList: item.itemList,
  itemInfo: item.itemInfo,
  auditList: audit.auditList,
  auditInfo: audit.auditInfo,
  auditDecide: audit.auditDecide,
  publisherAdd: publisher.publisherAdd,
  publisherList: publisher.publisherList,
  publisherMine: publisher.publisherMine,
  publisherIssue: publisher.publisherIssue,
  publisherRecords: publisher.publisherRecords,
  formSave: form.formSave,
  formList: form.formList,
  formInfo: form.formInfo,
  formOfTarget: form.formOfTarget,
  submissionSubmit: form.submissionSubmit,
  submissionList: form.submissionList,
  submissionReview: form.submissionReview,
  submissionInfo: form.submissionInfo,
  agentAdd: agent.agentAdd,
  agentList: agent.agentList,
  agentMine: agent.agentMine,
  agentInfo: agent.agentInfo,
  distributeIssue: distribute.distributeIssue,
  distributeMine: distribute.distributeMine,
  distributeClaim: distribute.distributeClaim,
  relationInfo: relation.relationInfo,
  relationSave: relation.relationSave,
  campaignList: union.campaignList,
  campaignInfo: union.campaignInfo,
  campaignSave: union.campaignSave,
  unionApply: union.unionApply,
  unionMine: union.unionMine,
  unionApplications: union.unionApplications,
  unionReview: union.unionReview,
} satisfies Record<string, CallDef>;
export type CallName = keyof typeof calls;
