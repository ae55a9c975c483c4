/** Enumerations of spec section 4, with their Chinese labels. */

/** The `client` of the payload (spec 3.2, 7). */
export const CLIENT_KINDS = ['iOS', 'android', 'web', 'ttapplet', 'wxapplet'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

const labelled = <T extends Record<string, { value: number | string; label: string }>>(e: T) => e;

export const AuditType = labelled({
  ticket: { value: 'ticket', label: '门票审核' },
  coupon: { value: 'coupon', label: '卡券审核' },
  invitation: { value: 'invitation', label: '邀请函审核' },
  ticket_relation: { value: 'ticket_relation', label: '门票关联卡券审核' },
  funly: { value: 'funly', label: '活动审核' },
  ride_leader: { value: 'ride_leader', label: '领队审核' },
  report: { value: 'report', label: '举报审核' },
  show_car: { value: 'show_car', label: '车辆上架审核' },
  car_owner: { value: 'car_owner', label: '车主认证审核' },
  real_name: { value: 'real_name', label: '实名认证审核' },
  merchant: { value: 'merchant', label: '商家入驻审核' },
});
export const AUDIT_TYPES = [
  'ticket',
  'coupon',
  'invitation',
  'ticket_relation',
  'funly',
  'ride_leader',
  'report',
  'show_car',
  'car_owner',
  'real_name',
  'merchant',
] as const;
/** The audit types reviewed for the platform, not for a business (audits.business_id is null for these only). */
export const PLATFORM_AUDIT_TYPES = ['ride_leader', 'report', 'car_owner', 'real_name', 'merchant'] as const;
export type AuditTypeValue = (typeof AUDIT_TYPES)[number];
export const auditTypeLabel = (t: string): string =>
  (AuditType as Record<string, { label: string } | undefined>)[t]?.label ?? '未知类型';

export const AuditStatus = { pending: 1, passed: 2, rejected: 3 } as const;
export const ProductType = { ticket: 1, voucher: 2, invitation: 3 } as const;
export const TemplateKind = { default: 1, custom: 2 } as const;
export const WriteOffMode = { active: 1, interactive: 2 } as const;
export const StoreWriteOffMode = { interactive: 11, active: 13 } as const;
export const ShopKind = { offline: 11, online: 12 } as const;
export const ItemStatus = {
  inProgress: 1,
  disabled: 2,
  auditing: 3,
  rejected: 4,
  expired: 5,
  draft: 6,
  takenDown: 7,
  notStarted: 11,
  ended: 12,
  fullyIssued: 13,
} as const;
export const DistributionMode = { onReceipt: 1, onWriteOff: 2 } as const;
export const RegistrationDistribution = { onSignUp: 1, onSignUpSuccess: 2 } as const;
export const PaymentOrder = { payFirst: 1, formFirst: 2 } as const;
export const LimitType = { total: 1, daily: 2 } as const;
export const StatusFilter = { inProgress: 1, disabled: 2, expired: 3, notStarted: 4 } as const;
export const ExhibitionFilter = { all: 1, started: 4, over: 5, notStarted: 3 } as const;
export const ExhibitionKind = { exhibition: 1, race: 2, meeting: 3, performance: 4, festival: 5 } as const;
export const RunningState = { auditing: 0, running: 1, failed: 2, revoked: 3, notStarted: 4, over: 5 } as const;
export const SHARE_MODULES = ['bbs', 'reply', 'play', 'image', 'user', 'party'] as const;
export const APPLICATION_FORM_TYPES = [0, 1, 2, 3] as const;

/** Account event names (spec 4). */
export const ACCOUNT_EVENTS = [
  'login',
  'logoff',
  'change_manager',
  'cash_set',
  'cash_modify',
  'cash_forget',
  'blogin',
] as const;
/** Back-navigation result types (spec 4). */
export const BACK_RESULT_TYPES = ['submit', 'refresh', 'replace'] as const;
export const PAYMENT_RESULTS = ['success', 'fail'] as const;

/** Roles of the data model. Visitor is any member; the others are granted per business (or platform-wide for auditor). */
export const ROLES = ['owner', 'admin', 'publisher', 'agent', 'checker', 'auditor'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that manage a business: its projects, items, forms, points, publishers and agents. */
export const MANAGER_ROLES = ['owner', 'admin'] as const satisfies readonly Role[];
export const roleLabel: Record<Role, string> = {
  owner: '商家主账号',
  admin: '商家管理员',
  publisher: '发布员',
  agent: '代理',
  checker: '核销员',
  auditor: '审核员',
};
