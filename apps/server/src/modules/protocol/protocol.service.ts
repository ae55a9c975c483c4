import {
  ErrorCode,
  type CallData,
  type CallQuery,
  type Protocol,
  type ProtocolEdit,
  type protocolList,
  type protocolSaveRich,
  type protocolSaveText,
} from '@kc/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import { sanitizeRichText } from '../../plugins/app/html.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { DocRow, DocVersionRow, ProtocolRepository } from './protocol.repository.js';
import { htmlToText, textToHtml } from './protocol.text.js';

type Latest = { v: DocVersionRow; nickname: string } | undefined;

/** A document as its editors see it: the latest saved version, or the seeded text (version 0). */
const toEdit = (d: DocRow, latest: Latest): ProtocolEdit =>
  latest
    ? {
        key: d.key,
        title: latest.v.title,
        html: latest.v.html,
        content: latest.v.content,
        format: latest.v.format,
        version: latest.v.version,
        updated_by: latest.nickname,
        updated_at: toSecs(latest.v.createdAt),
      }
    : {
        key: d.key,
        title: d.title,
        html: textToHtml(d.content),
        content: d.content,
        format: 'text',
        version: 0,
        updated_by: '',
        updated_at: toSecs(d.updatedAt),
      };

/**
 * Agreements (docs/utility.md): anyone reads a document as sanitised HTML; the platform auditor saves it as plain text
 * (escaped paragraphs) or as rich text (sanitizeRichText on write). A save names the version it was made from: the
 * primary key (doc_key, version) lets exactly one save from one version through, the others get 10009.
 */
export function protocolService(deps: { db: Db; repo: ProtocolRepository; audits: AuditRepository; clock: Clock }) {
  const { db, repo, audits, clock } = deps;

  const requireAuditor = async (uid: number) => {
    if (!(await audits.isAuditor(uid))) throw new AppError(ErrorCode.FORBIDDEN, '仅平台审核员可以编辑协议');
  };
  const found = async (key: string) => {
    const d = await repo.doc(key);
    if (!d) throw new AppError(ErrorCode.NOT_FOUND, '文档不存在');
    return d;
  };

  async function save(
    uid: number,
    q: { key: string; title: string; version: number },
    body: { format: 'text' | 'html'; content: string; html: string },
  ): Promise<ProtocolEdit> {
    await requireAuditor(uid);
    if (body.content === '') throw new AppError(ErrorCode.VALIDATION, '正文不能为空');
    const now = clock.now();
    const saved = await db.transaction(async (tx) => {
      await repo.ensureDoc(tx, q.key, q.title);
      // a version ahead of the stored one is as stale as one behind it
      if (((await repo.latest(q.key, tx))?.v.version ?? 0) !== q.version) return false;
      const ok = await repo.insertVersion(tx, {
        docKey: q.key,
        version: q.version + 1,
        title: q.title,
        format: body.format,
        content: body.content,
        html: body.html,
        updatedBy: uid,
        createdAt: now,
      });
      if (!ok) return false;
      await repo.setCurrent(tx, q.key, { title: q.title, content: body.content, updatedAt: now });
      return true;
    });
    // a save made from another version than the stored one: the editor keeps its text and is told to reload
    if (!saved) throw new AppError(ErrorCode.CONFLICT, '文档已被他人更新，请先复制你的修改，刷新后再保存');
    return toEdit(await found(q.key), await repo.latest(q.key));
  }

  return {
    async show(key: string): Promise<Protocol> {
      const d = await found(key);
      const { key: k, title, html, version, updated_at } = toEdit(d, await repo.latest(key));
      return { key: k, title, html, version, updated_at };
    },

    async list(uid: number): Promise<CallData<typeof protocolList>> {
      await requireAuditor(uid);
      const rows = await repo.list();
      return {
        list: rows.map((r) => ({ key: r.key, title: r.title, version: r.version, updated_at: toSecs(r.updatedAt) })),
      };
    },

    async editInfo(uid: number, key: string): Promise<ProtocolEdit> {
      await requireAuditor(uid);
      const d = await found(key);
      return toEdit(d, await repo.latest(key));
    },

    saveText: (
      uid: number,
      q: CallQuery<typeof protocolSaveText> & { content: string; version: number; title: string },
    ) => save(uid, q, { format: 'text', content: q.content, html: textToHtml(q.content) }),

    saveRich: (uid: number, q: CallQuery<typeof protocolSaveRich> & { version: number; title: string }) => {
      const html = sanitizeRichText(q.html);
      return save(uid, q, { format: 'html', content: htmlToText(html), html });
    },
  };
}
export type ProtocolService = ReturnType<typeof protocolService>;
