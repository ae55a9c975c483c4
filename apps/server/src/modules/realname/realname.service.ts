import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import {
  ErrorCode,
  maskIdNumber,
  maskName,
  type CallDef,
  type RealNameAudit,
  type RealNameStatus,
  type realNameSave,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/pg-error.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import {
  RecognitionFailed,
  RecognitionTimeout,
  type LivenessResult,
  type Recognition,
} from '../../lib/recognition/recognition.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { Storage } from '../../plugins/app/storage.js';
import type { AuditRepository, AuditRow } from '../audit/audit.repository.js';
import { notify } from '../message/message.repository.js';
import type { RealNameApplication, RealNameRepository, RealNameRow } from './realname.repository.js';
import { toAudit, toStatus } from './realname.view.js';

type Parsed<C> = C extends CallDef<infer Q, z.ZodType> ? z.output<Q> : never;

/** The page the provider sends the person back to (its `?token=` is only a hint: the server asks by its own). */
const FORM_PATH = '/real-name-certification/form';

/** The provider's failure as the caller sees it: its timeout is 活体检查调用超时 (code 100, spec 8). */
export function providerError(e: unknown, log: (m: string) => void): unknown {
  if (e instanceof RecognitionTimeout) return new AppError(ErrorCode.LIVENESS_TIMEOUT, '活体检查调用超时');
  if (e instanceof RecognitionFailed) {
    log(e.message);
    return new AppError(ErrorCode.UPSTREAM_FAILED, '人脸识别服务暂时不可用，请稍后再试或选择人工审核');
  }
  return e;
}

/** why a person may not apply (again), or null: a pending face check may be replaced by a new attempt */
const applyRefusal = (r: RealNameRow | undefined) =>
  r?.state === 'verified'
    ? '您已完成实名认证'
    : r?.state === 'pending' && r.method === 'manual'
      ? '您的实名认证正在审核中，请耐心等待'
      : null;

const ID_TAKEN = '该身份证号已被其他账号认证，如有疑问请联系客服';

/**
 * Real-name certification (docs/identity.md): a face check through the recognition provider, or a manual review of
 * the ID card's photos in the audit queue (type real_name). The decision keeps the verdict and the masked name and
 * ID; the full ones, the photos (deleted from storage) and the provider's token go.
 */
export function realNameService(deps: {
  db: Db;
  repo: RealNameRepository;
  audits: AuditRepository;
  recognition: Recognition;
  storage: Pick<Storage, 'keyOf' | 'exists' | 'remove'>;
  limits: RateLimiter;
  clock: Clock;
  /** PUBLIC_ORIGIN: when set, the face check's return address must be on it */
  publicOrigin?: string;
  log?: (m: string) => void;
}) {
  const { db, repo, audits, recognition, storage, limits, clock } = deps;
  const log = deps.log ?? (() => {});

  let keyOnce: Promise<string> | undefined;
  /** HMAC-SHA256 of the ID number under this deployment's key: one ID certifies one account, and it cannot be read back */
  const hashOf = async (idNumber: string) => {
    keyOnce ??= repo.hashKey();
    return createHmac('sha256', await keyOnce)
      .update(idNumber)
      .digest('hex');
  };

  /** this site's /real-name-certification/form, absolute (the provider needs it), or null */
  const returnUrlOk = (v: string) => {
    if (!URL.canParse(v)) return false;
    const u = new URL(v);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return false;
    if (u.username || u.password || !u.pathname.endsWith(FORM_PATH)) return false;
    return !deps.publicOrigin || u.origin === deps.publicOrigin;
  };

  /** The ID card's photo as one of the caller's own stored uploads. */
  const ownPhoto = async (uid: number, url: string, field: 'front_image' | 'back_image') => {
    const key = storage.keyOf(url, uid);
    if (!key) throw new AppError(ErrorCode.FORBIDDEN, '请上传本人的身份证照片');
    if (!(await storage.exists(key)))
      throw validationError([
        {
          field,
          message:
            field === 'front_image'
              ? '身份证人像面照片未上传成功，请重新上传'
              : '身份证国徽面照片未上传成功，请重新上传',
        },
      ]);
    return url;
  };

  /** The provider's verdict on a pending face check, asked by the stored token; the row as it is afterwards. */
  const settleLiveness = async (row: RealNameRow): Promise<RealNameRow | undefined> => {
    let r: LivenessResult;
    try {
      r = await recognition.livenessResult(row.livenessToken);
    } catch (e) {
      throw providerError(e, log);
    }
    if (r.state === 'pending') return row;
    let pass = false;
    let reason = '';
    if (r.state === 'passed') {
      const mismatch =
        (r.idNumber !== undefined && r.idNumber.toUpperCase() !== row.idNumber) ||
        (r.name !== undefined && r.name !== row.name);
      pass = !mismatch;
      if (mismatch) reason = '人脸识别使用的身份信息与填写的不一致，请重新认证';
    } else if (r.state === 'failed') reason = `人脸识别未通过：${r.reason}`;
    else reason = '人脸识别已超时，请重新认证';
    const decided = await repo.decide(db, row.id, {
      pass,
      reason,
      reviewedBy: null,
      now: clock.now(),
      token: row.livenessToken,
    });
    // a parallel ask decided first: its result stands
    return decided ?? (await repo.ofUser(row.userId));
  };

  return {
    /** My certification; a pending face check is first asked of the provider by the token stored here. */
    async mine(uid: number): Promise<RealNameStatus> {
      let row = await repo.ofUser(uid);
      if (row?.state === 'pending' && row.method === 'liveness' && row.livenessToken) row = await settleLiveness(row);
      return toStatus(row, recognition.liveness);
    },

    /**
     * An application after the consent screen. The face check is started at the provider before anything is written
     * (a timeout changes nothing); the row and, for the manual review, its audit are written in one transaction under
     * the person's row lock, so parallel applications leave one pending.
     */
    async save(uid: number, q: Parsed<typeof realNameSave>, ip: string): Promise<RealNameStatus> {
      const liveness = q.method === 'liveness';
      if (liveness) {
        if (!recognition.liveness) throw new AppError(ErrorCode.NOT_CONFIGURED, '暂未开通人脸识别，请选择人工审核');
        if (!q.return_url || !returnUrlOk(q.return_url))
          throw validationError([{ field: 'return_url', message: '返回地址无效' }]);
      }
      const front = liveness ? '' : await ownPhoto(uid, q.front_image!, 'front_image');
      const back = liveness ? '' : await ownPhoto(uid, q.back_image!, 'back_image');
      if (!liveness && front === back)
        throw validationError([{ field: 'back_image', message: '请分别上传身份证人像面和国徽面照片' }]);

      const hash = await hashOf(q.id_number);
      const check = async (tx: Db | Tx, current: RealNameRow | undefined) => {
        const refusal = applyRefusal(current);
        if (refusal) throw new AppError(ErrorCode.CONFLICT, refusal);
        if (await repo.hashHeldByOther(tx, hash, uid)) throw new AppError(ErrorCode.CONFLICT, ID_TAKEN);
      };
      // refused before the provider is paid for a check
      await check(db, await repo.ofUser(uid));

      let token = '';
      let url = '';
      if (liveness) {
        await limits.hit('recognition', uid, ip);
        let started;
        try {
          started = await recognition.startLiveness({ name: q.name, idNumber: q.id_number, returnUrl: q.return_url! });
        } catch (e) {
          throw providerError(e, log);
        }
        if (!started) throw new AppError(ErrorCode.NOT_CONFIGURED, '暂未开通人脸识别，请选择人工审核');
        ({ token, url } = started);
      }

      const application: RealNameApplication = {
        method: q.method,
        name: q.name,
        idNumber: q.id_number,
        nameMasked: maskName(q.name),
        idMasked: maskIdNumber(q.id_number),
        idHash: hash,
        frontImage: front,
        backImage: back,
        livenessToken: token,
        livenessUrl: url,
        consentedAt: clock.now(),
      };
      try {
        const row = await db.transaction(async (tx) => {
          const current = await repo.lockOfUser(tx, uid);
          await check(tx, current);
          const written = current
            ? await repo.reapply(tx, current.id, application, clock.now())
            : await repo.insert(tx, uid, application);
          if (!written) throw new AppError(ErrorCode.CONFLICT, '您的实名认证正在审核中，请耐心等待');
          if (!liveness) {
            const audit = await audits.create(tx, {
              businessId: null,
              type: 'real_name',
              targetId: written.id,
              title: `${application.nameMasked} 的实名认证`,
              changes: {},
              submittedBy: uid,
            });
            if (!audit) throw new AppError(ErrorCode.CONFLICT, '您的实名认证正在审核中，请耐心等待');
          }
          return written;
        });
        return toStatus(row, recognition.liveness);
      } catch (e) {
        // another person's application with the same ID number got in between (the unique id_hash decides)
        if (isUniqueViolation(e)) throw new AppError(ErrorCode.CONFLICT, ID_TAKEN);
        throw e;
      }
    },

    /** audit/info: the case while pending (full name, ID number, photos), masked once decided. */
    async auditDetail(a: AuditRow): Promise<RealNameAudit> {
      const r = await repo.byId(a.targetId);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '实名认证不存在');
      return toAudit(r.r, r.nickname);
    },

    /**
     * The auditor's decision, inside the audit's transaction: verified or rejected, the full name and ID number
     * cleared, the person told; then the ID card's photos are deleted from storage. They go before the commit: should
     * the commit then fail, the review stays pending without its photos (the person uploads again) — a reviewed
     * photo is never left behind.
     */
    async decide(tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void> {
      const row = await repo.lockById(tx, a.targetId);
      if (!row || row.state !== 'pending' || row.method !== 'manual')
        throw new AppError(ErrorCode.CONFLICT, '该实名认证已不在审核中');
      const decided = await repo.decide(tx, row.id, { pass, reason: remark, reviewedBy: reviewer, now: clock.now() });
      if (!decided) throw new AppError(ErrorCode.CONFLICT, '该实名认证已不在审核中');
      await notify(
        tx,
        row.userId,
        'audit',
        pass ? '实名认证已通过' : '实名认证未通过',
        pass ? `您已完成实名认证：${row.nameMasked}，${row.idMasked}` : `您的实名认证未通过：${remark}`,
        FORM_PATH,
      );
      for (const url of [row.frontImage, row.backImage]) {
        const key = storage.keyOf(url, row.userId);
        if (key) await storage.remove(key);
      }
    },
  };
}
export type RealNameService = ReturnType<typeof realNameService>;
