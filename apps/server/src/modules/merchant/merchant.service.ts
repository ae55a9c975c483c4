import {
  ErrorCode,
  isCreditCode,
  maskIdNumber,
  maskPhone,
  normalizeCreditCode,
  type CallData,
  type CallQuery,
  type MerchantApplication,
  type MerchantAudit,
  type merchantDraft,
  type MerchantFound,
  type merchantSave,
  type merchantVerify,
  type merchantVerifySend,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { RecognisedLicence } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/pg-error.js';
import type { Recognition } from '../../lib/recognition/recognition.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { AuditRepository, AuditRow } from '../audit/audit.repository.js';
import { notify } from '../message/message.repository.js';
import type { SmsService } from '../sms/sms.service.js';
import type { UserRepository } from '../user/user.repository.js';
import type { ApplicationFields, ApplicationRow, MerchantRepository } from './merchant.repository.js';
import { missingOf, toApplication, toAudit } from './merchant.view.js';

const IN_REVIEW = '入驻申请正在审核中，审核结果出来前不能修改';
const CODE_TAKEN = '该统一社会信用代码已有商家入驻或正在审核，请先在“企业信息”中查找';

/** The query's fields (already checked by the contract) as columns; absent ones stay as they are. */
const toFields = (q: {
  shop_kind?: number;
  tags?: string[];
  name?: string;
  credit_code?: string;
  legal_person?: string;
  address?: string;
  contact_name?: string;
  contact_mobile?: string;
  licence_image?: string;
}): ApplicationFields => {
  const f: ApplicationFields = {};
  if (q.shop_kind !== undefined) f.shopKind = q.shop_kind;
  if (q.tags !== undefined) f.tags = q.tags;
  if (q.name !== undefined) f.name = q.name;
  if (q.credit_code !== undefined) f.creditCode = q.credit_code;
  if (q.legal_person !== undefined) f.legalPerson = q.legal_person;
  if (q.address !== undefined) f.address = q.address;
  if (q.contact_name !== undefined) f.contactName = q.contact_name;
  if (q.contact_mobile !== undefined) f.contactMobile = q.contact_mobile;
  if (q.licence_image !== undefined) f.licenceImage = q.licence_image;
  return f;
};

/**
 * A recognised licence fills the enterprise fields the applicant has not filled yet (on the row nor in this save);
 * the fields filled differently are flagged as mismatches (merchant.view.ts), never overwritten.
 */
const prefilled = (fields: ApplicationFields, current: ApplicationRow | undefined): ApplicationFields => {
  const r = fields.recognised;
  if (!r) return fields;
  const out = { ...fields };
  const empty = (k: 'name' | 'legalPerson' | 'address') => out[k] === undefined && !current?.[k];
  if (empty('name') && r.name) out.name = r.name;
  if (empty('legalPerson') && r.legalPerson) out.legalPerson = r.legalPerson;
  if (empty('address') && r.address) out.address = r.address;
  if (out.creditCode === undefined && !current?.creditCode && isCreditCode(r.creditCode)) out.creditCode = r.creditCode;
  return out;
};

/**
 * Business registration (docs/merchant.md): the applicant's server-side draft, the licence read through the
 * recognition provider, the applicant's check by SMS, submission to the platform audit queue (type merchant) and the
 * auditor's decision, which makes the business with the applicant as its owner.
 */
export function merchantService(deps: {
  db: Db;
  repo: MerchantRepository;
  audits: AuditRepository;
  users: Pick<UserRepository, 'findLiveById'>;
  sms: SmsService;
  recognition: Recognition;
  clock: Clock;
}) {
  const { db, repo, audits, users, sms, recognition, clock } = deps;

  /** What the provider reads on the licence; null when it reads nothing or fails (the auditor reads the photo). */
  const readLicence = async (url: string): Promise<RecognisedLicence | null> => {
    try {
      const r = await recognition.businessLicence(url);
      if (!r) return null;
      return {
        provider: recognition.name,
        name: r.name.trim(),
        creditCode: normalizeCreditCode(r.creditCode),
        legalPerson: r.legalPerson.trim(),
        address: r.address.trim(),
      };
    } catch {
      return null;
    }
  };

  /** Writes fields to the person's live application (a new draft when none), in one transaction; refused in review. */
  const write = (uid: number, fields: ApplicationFields): Promise<ApplicationRow> =>
    db.transaction(async (tx) => {
      let current = await repo.lockLive(tx, uid);
      if (!current) {
        const made = await repo.insertDraft(tx, uid, prefilled(fields, undefined));
        if (made) return made;
        // a parallel first save of the same person won: change theirs
        current = await repo.lockLive(tx, uid);
        if (!current) throw new AppError(ErrorCode.CONFLICT, '保存失败，请重试');
      }
      if (current.state === 'pending') throw new AppError(ErrorCode.CONFLICT, IN_REVIEW);
      const updated = await repo.update(tx, current.id, prefilled(fields, current), clock.now());
      if (!updated) throw new AppError(ErrorCode.CONFLICT, IN_REVIEW);
      return updated;
    });

  const mobileOf = async (uid: number): Promise<string> => {
    const u = await users.findLiveById(uid);
    if (!u) throw new AppError(ErrorCode.SESSION_INVALID);
    return u.mobile;
  };

  const refuseInReview = async (uid: number) => {
    if ((await repo.live(uid))?.state === 'pending') throw new AppError(ErrorCode.CONFLICT, IN_REVIEW);
  };

  return {
    /** the live application, else the latest approved one, else null */
    draft: async (uid: number): Promise<CallData<typeof merchantDraft>> => {
      const a = (await repo.live(uid)) ?? (await repo.latestApproved(uid));
      return { application: a ? toApplication(a) : null };
    },

    /** Saves the fields sent; a new licence photo is read by the recognition provider first (outside the transaction). */
    save: async (uid: number, q: CallQuery<typeof merchantSave>): Promise<MerchantApplication> => {
      const fields = toFields(q);
      if (q.licence_image !== undefined) {
        const current = await repo.live(uid);
        if (current?.state === 'pending') throw new AppError(ErrorCode.CONFLICT, IN_REVIEW);
        if (current?.licenceImage !== q.licence_image)
          fields.recognised = q.licence_image ? await readLicence(q.licence_image) : null;
      }
      return toApplication(await write(uid, fields));
    },

    /** Registered businesses (and other people's applications in review) by name or credit code. */
    retrieve: async (uid: number, keyword: string): Promise<{ list: MerchantFound[] }> => {
      const code = isCreditCode(keyword) ? normalizeCreditCode(keyword) : null;
      const [found, pending] = await Promise.all([
        repo.findBusinesses(keyword, code),
        repo.findPending(keyword, code, uid),
      ]);
      return {
        list: [
          ...found.map((b) => ({
            kind: 'business' as const,
            business_id: b.businessId,
            name: b.name,
            credit_code: b.creditCode,
            admin_mobile: b.ownerMobile ? maskPhone(b.ownerMobile) : '',
          })),
          ...pending.map((p) => ({
            kind: 'pending' as const,
            business_id: null,
            name: p.name,
            credit_code: p.creditCode ?? '',
            admin_mobile: '',
          })),
        ],
      };
    },

    /** The applicant's check code, to their own account mobile. */
    verifySend: async (uid: number, ip: string): Promise<CallData<typeof merchantVerifySend>> => {
      await refuseInReview(uid);
      const mobile = await mobileOf(uid);
      const sent = await sms.send(mobile, 'merchant_verify', ip);
      return { ...sent, mobile: maskPhone(mobile) };
    },

    /** The applicant's name and ID number, checked by the code sent to their mobile; only the masked ID is kept. */
    verify: async (uid: number, q: CallQuery<typeof merchantVerify>): Promise<MerchantApplication> => {
      await refuseInReview(uid);
      await sms.check(await mobileOf(uid), 'merchant_verify', q.code, true);
      const row = await write(uid, {
        applicantName: q.name.trim(),
        applicantIdMasked: maskIdNumber(q.id_number.trim().toUpperCase()),
        verifiedAt: clock.now(),
      });
      return toApplication(row);
    },

    /**
     * The complete draft (or the edited rejected application) into review, with its audit, in one transaction. The
     * credit code's unique index decides between parallel submissions of one code: one wins, the others get 10009.
     */
    submit: async (uid: number): Promise<MerchantApplication> => {
      const live = await repo.live(uid);
      if (!live) throw new AppError(ErrorCode.NOT_FOUND, '还没有填写入驻信息');
      if (live.state === 'pending') throw new AppError(ErrorCode.CONFLICT, '入驻申请正在审核中，请耐心等待');
      const missing = missingOf(live);
      if (missing.length) throw validationError(missing);
      const code = live.creditCode!;
      if ((await repo.profileByCode(code)) || (await repo.heldCode(code, uid)))
        throw new AppError(ErrorCode.CONFLICT, CODE_TAKEN);
      try {
        const row = await db.transaction(async (tx) => {
          const current = await repo.lockLive(tx, uid);
          if (!current || current.id !== live.id)
            throw new AppError(ErrorCode.CONFLICT, '入驻申请已变化，请刷新后重试');
          if (missingOf(current).length) throw validationError(missingOf(current));
          const submitted = await repo.submit(tx, current.id, clock.now());
          if (!submitted) throw new AppError(ErrorCode.CONFLICT, '入驻申请正在审核中，请耐心等待');
          const audit = await audits.create(tx, {
            businessId: null,
            type: 'merchant',
            targetId: submitted.id,
            title: submitted.name,
            changes: {},
            submittedBy: uid,
          });
          if (!audit) throw new AppError(ErrorCode.CONFLICT, '入驻申请正在审核中，请耐心等待');
          return submitted;
        });
        return toApplication(row);
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError(ErrorCode.CONFLICT, CODE_TAKEN);
        throw e;
      }
    },

    auditDetail: async (a: AuditRow): Promise<MerchantAudit> => {
      const r = await repo.byIdWithUser(a.targetId);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '入驻申请不存在');
      return toAudit(r);
    },

    /**
     * The auditor's decision, inside the audit's transaction. Passed: the business, its merchant profile and the
     * applicant's owner grant are made; rejected: the reason is kept and the applicant may edit and submit again.
     * The applicant is told either way.
     */
    decide: async (tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void> => {
      const app = await repo.lockPending(tx, a.targetId);
      if (!app) throw new AppError(ErrorCode.CONFLICT, '入驻申请已不在审核中');
      const now = clock.now();
      let businessId: number | null = null;
      if (pass) {
        businessId = await repo.insertBusiness(tx, app.name);
        await repo.insertProfile(tx, {
          businessId,
          shopKind: app.shopKind!,
          tags: app.tags,
          creditCode: app.creditCode!,
          legalPerson: app.legalPerson,
          address: app.address,
          contactName: app.contactName,
          contactMobile: app.contactMobile,
          licenceImage: app.licenceImage,
          applicationId: app.id,
        });
        await repo.grant(tx, app.userId, businessId, 'owner');
      }
      const decided = await repo.decide(tx, app.id, { pass, remark, reviewer, businessId, now });
      if (!decided) throw new AppError(ErrorCode.CONFLICT, '入驻申请已不在审核中');
      await notify(
        tx,
        app.userId,
        'audit',
        pass ? '商家入驻申请已通过' : '商家入驻申请未通过',
        pass
          ? `恭喜，“${app.name}”已入驻成功，你是该商家的主账号，可在“我的商家”中切换和管理`
          : `你的商家入驻申请（${app.name}）未通过：${remark}。修改后可重新提交`,
        pass ? '/my/business' : '/business-register/form',
      );
    },
  };
}
export type MerchantService = ReturnType<typeof merchantService>;
