import { sql } from 'drizzle-orm';
import {
  auditDecide,
  auditList,
  creditCodeCheckChar,
  CREDIT_CODE_CHARS,
  login,
  merchantSave,
  merchantVerify,
  merchantVerifySend,
} from '@kc/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed.js';
import { rows } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** Business registration fixtures (docs/merchant.md), shared by the merchant tests and the access matrix. */

/**
 * A valid unified social credit code, different for every `n` (0 ≤ n < 31⁴): 91 (an enterprise) 500103 (Chongqing,
 * Yuzhong) MA + four characters from n + 0H1, then its check character.
 */
export function creditCode(n: number): string {
  let tail = '';
  for (let i = 0, v = n; i < 4; i++, v = Math.floor(v / 31)) tail = CREDIT_CODE_CHARS[v % 31]! + tail;
  const first17 = `91500103MA${tail}0H1`;
  return first17 + creditCodeCheckChar(first17)!;
}

/** A complete enterprise (n makes the name and code unique). */
export const enterpriseFields = (n: number) => ({
  name: `重庆山城汽车销售有限公司${n}`,
  credit_code: creditCode(n),
  legal_person: '李国强',
  address: '重庆市渝北区金开大道88号',
  contact_name: '王经理',
  contact_mobile: '023-67890123',
});

/** Everything a draft needs but the applicant's check. */
export const draftFields = (n: number) => ({
  shop_kind: 11,
  tags: ['汽车经销商', '维修保养'],
  ...enterpriseFields(n),
  licence_image: '/uploads/licence-merchant.png',
});

const ok = <T extends { code: number; message: string; data: unknown }>(r: T, what: string): T => {
  if (r.code !== 0) throw new Error(`${what}: ${r.code} ${r.message} ${JSON.stringify(r.data)}`);
  return r;
};

/** The applicant's check through the API: the code sent to their mobile, then name and ID number. */
export async function verifyApplicant(t: TestApp, token: string, mobile: string, name = '李国强') {
  ok(await t.call(merchantVerifySend, {}, { token }), 'merchantVerifySend');
  return ok(
    await t.call(
      merchantVerify,
      { name, id_number: '110101199003074514', code: t.smsCode(mobile, 'merchant_verify') },
      { token },
    ),
    'merchantVerify',
  ).data;
}

/**
 * A complete draft, ready to submit: saved through the API, the applicant's check written straight in the table (as
 * merchantVerify writes it) so that many people need no SMS each (the SMS service limits sends per address).
 */
export async function readyDraft(t: TestApp, token: string, uid: number, n: number, fields: object = {}) {
  const saved = ok(await t.call(merchantSave, { ...draftFields(n), ...fields }, { token }), 'merchantSave').data;
  await rows(
    t,
    sql`update merchant_applications set applicant_name = '李国强', applicant_id_masked = '110101**********14',
        verified_at = now() where id = ${saved.id} and user_id = ${uid}`,
  );
  return saved.id;
}

const auditorToken = async (t: TestApp) =>
  ok(await t.call(login, { mobile: DEMO_ACCOUNTS[3].mobile, password: DEMO_PASSWORD }), 'auditor login').data.token;

/** The pending merchant audit of an application (as the auditor's queue lists it). */
export async function merchantAuditOf(t: TestApp, applicationId: number, token?: string) {
  const auditor = token ?? (await auditorToken(t));
  const list = ok(await t.call(auditList, { type: 'merchant', page_size: 100 }, { token: auditor }), 'auditList').data
    .list;
  const record = list.find((a) => a.target_id === applicationId);
  if (!record) throw new Error(`no pending review of merchant application ${applicationId}`);
  return record;
}

/** The demo auditor decides a pending application. */
export async function decideMerchant(t: TestApp, applicationId: number, pass: boolean, remark = '') {
  const auditor = await auditorToken(t);
  const record = await merchantAuditOf(t, applicationId, auditor);
  return ok(await t.call(auditDecide, { id: record.id, pass, remark }, { token: auditor }), 'auditDecide');
}
