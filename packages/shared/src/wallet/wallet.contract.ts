import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { mobileField, smsCodeField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';

/** A pay password: 6 digits. */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
const payPassword = (what = '支付密码') =>
  z.string({ error: `请输入${what}` }).regex(PAY_PASSWORD_PATTERN, `${what}为6位数字`);

/** Yuan with at most 2 decimals ("numeric string", spec 5) → fen. */
export const yuanField = lazySchema(() =>
  z.union([z.string(), z.number()], { error: '请输入金额' }).transform((v, ctx) => {
    const s = String(v).trim();
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: '金额格式错误，最多两位小数' });
      return 0;
    }
    const [yuan, cents = ''] = s.split('.');
    return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
  }),
);

export const walletSchema = lazySchema(() =>
  z.object({
    /** fen */
    money: z.number().int(),
    has_password: z.boolean(),
    /** the messaging account withdrawals go to; empty when none is bound */
    account: z.string(),
    min_withdrawal: z.number().int(),
    daily_max_withdrawal: z.number().int(),
    /** withdrawn (pending or done) today, fen */
    withdrawn_today: z.number().int(),
    /** withdrawals wait until then (unix seconds) after the payout account was changed or bound again; null: no wait */
    withdraw_hold_until: z.number().int().nullable(),
    /** how long a change of payout account holds withdrawals, hours (0: not at all) */
    payout_hold_hours: z.number().int(),
  }),
);

export const walletInfo = defineCall({
  path: '/api/user/1.0.0/wallet',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The caller’s balance, whether a pay password is set, the bound withdrawal account and the limits',
  query: () => z.strictObject({}),
  data: () => walletSchema,
});

export const ledgerEntrySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** fen; positive in, negative out */
    amount: z.number().int(),
    balance_after: z.number().int(),
    reason: z.string(),
    create_time: z.number().int(),
  }),
);

export const remainingList = defineCall({
  path: '/api/user/1.0.0/remaininglist',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Every change of the caller’s balance (ledger entries), newest first',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(ledgerEntrySchema),
});

export const WITHDRAWAL_STATES = ['pending', 'done', 'failed'] as const;
export const WITHDRAWAL_STATE_LABELS = { pending: '处理中', done: '已到账', failed: '提现失败，已退回余额' } as const;

export const withdrawalSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    amount: z.number().int(),
    state: z.enum(WITHDRAWAL_STATES),
    state_label: z.string(),
    account: z.string(),
    fail_reason: z.string(),
    create_time: z.number().int(),
    done_time: z.number().int().nullable(),
  }),
);

export const withdrawal = defineCall({
  path: '/api/user/1.0.0/withdrawal',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Withdraw money (yuan) from the balance to the bound account with the pay password; pending until processed. `request_id` (the client’s idempotency key, one per attempt) makes a retry answer the withdrawal already made',
  query: () =>
    z.strictObject({
      withdrawal: payPassword(),
      money: yuanField,
      request_id: z
        .string()
        .regex(/^[\w-]{8,64}$/, '请求编号格式错误')
        .optional(),
    }),
  data: () => withdrawalSchema,
});

export const withdrawalList = defineCall({
  path: '/api/user/1.0.0/withdrawallist',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The caller’s withdrawals, newest first',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(withdrawalSchema),
});

/**
 * Set (operation set, with an SMS code), change (modify, with the old password) or reset (forget, with an SMS code)
 * the pay password. An empty query (the client sends one when code, withdrawal and operation are all empty) only
 * answers whether a password is set.
 */
export const setPassword = defineCall({
  path: '/api/user/1.0.0/setpassword',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Set, change or reset the 6-digit pay password; an empty query answers whether one is set',
  query: () =>
    z
      .strictObject({
        operation: z.enum(['set', 'modify', 'forget'], { error: '未知的操作' }).optional(),
        withdrawal: z.string().max(64).optional(),
        code: z.string().max(64).default(''),
        oldpasswd: z.string().max(64).default(''),
      })
      .superRefine((q, ctx) => {
        if (q.operation === undefined && q.withdrawal === undefined) return;
        if (q.operation === undefined) ctx.addIssue({ code: 'custom', path: ['operation'], message: '未知的操作' });
        if (!PAY_PASSWORD_PATTERN.test(q.withdrawal ?? ''))
          ctx.addIssue({ code: 'custom', path: ['withdrawal'], message: '新支付密码为6位数字' });
        if (q.operation === 'modify' && !PAY_PASSWORD_PATTERN.test(q.oldpasswd))
          ctx.addIssue({ code: 'custom', path: ['oldpasswd'], message: '请输入原支付密码' });
        if (q.operation !== 'modify' && !/^\d{6}$/.test(q.code))
          ctx.addIssue({ code: 'custom', path: ['code'], message: '验证码为6位数字' });
      }),
  data: () => z.object({ has_password: z.boolean() }),
});

export const checkPayPassword = defineCall({
  path: '/api/user/1.0.0/checkpaypassword',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Check the pay password (5 wrong tries lock it for an hour)',
  query: () => z.strictObject({ passwd: payPassword() }),
  data: () => z.object({ ok: z.literal(true) }),
});

export const bindWechat = defineCall({
  path: '/api/user/1.0.0/bindwechat',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Bind the messaging account withdrawals go to, from an OAuth code, when none is bound (replacing one: changewechat with SMS); a re-bind holds withdrawals 24 h (in the payment sandbox the code "sandbox" binds a test account)',
  query: () => z.strictObject({ code: z.string().trim().min(1, '缺少授权码').max(256) }),
  data: () => walletSchema,
});

export const unbindWechat = defineCall({
  path: '/api/user/1.0.0/unbindwechat',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Unbind the withdrawal account (not while a withdrawal is pending)',
  query: () => z.strictObject({}),
  data: () => walletSchema,
});

export const changeWechat = defineCall({
  path: '/api/user/1.0.0/changewechat',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Change the withdrawal account: an SMS code sent to the account’s mobile (othertel) and a new OAuth code; withdrawals wait 24 h',
  query: () => z.strictObject({ othertel: mobileField, code: smsCodeField, wxcode: z.string().trim().min(1).max(256) }),
  data: () => walletSchema,
});
