import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText } from '../common/fields.js';

/**
 * Agreements (spec 2.1 /app/protocol, /app/protocol/edit, /app/richtext; docs/utility.md): the platform's documents
 * (agreement, privacy, aboutus, epidemic …) read by key, and edited by the platform auditor either as plain text
 * (paragraphs by line) or as rich text (HTML sanitised on write). Every save is a new numbered version; a save that
 * names an older version than the stored one is refused (someone else saved in between), so nothing is lost silently.
 */

export const docKeyField = lazySchema(() =>
  z.string({ error: '文档标识无效' }).regex(/^[a-z_]{1,32}$/, '文档标识无效'),
);

/** The most characters a document's text or HTML may hold. */
export const PROTOCOL_MAX_CHARS = 20_000;

/** A document as a reader sees it: `html` is sanitised on write (render it through RichTextView only). */
export const protocolSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    title: z.string(),
    /** the body as sanitised HTML */
    html: z.string(),
    /** 0 until first saved through the editors (a seeded document) */
    version: z.number().int(),
    updated_at: z.number().int(),
  }),
);
export type Protocol = z.infer<typeof protocolSchema>;

/** A document as the editors load it: its plain text too, and who saved it last. */
export const protocolEditSchema = lazySchema(() =>
  protocolSchema.extend({
    /** the body as plain text (what the text-area editor edits) */
    content: z.string(),
    /** 'text' when last saved as plain text (or seeded), 'html' when saved by the rich-text editor */
    format: z.enum(['text', 'html']),
    /** nickname of whoever saved the current version ('' for a seeded one) */
    updated_by: z.string(),
  }),
);
export type ProtocolEdit = z.infer<typeof protocolEditSchema>;

export const protocolShow = defineCall({
  path: '/public/doc/1.0.0/protocol/show',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: 'A published agreement by key, its body as sanitised HTML (/app/protocol)',
  query: () => z.strictObject({ key: docKeyField }),
  data: () => protocolSchema,
});

export const protocolList = defineCall({
  path: '/api/platform/1.0.0/protocol/list',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'Every document with its version, for the platform auditor’s editors',
  query: () => z.strictObject({}),
  data: () => z.object({ list: z.array(protocolSchema.omit({ html: true })) }),
});

export const protocolEditInfo = defineCall({
  path: '/api/platform/1.0.0/protocol/info',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'One document as the editors load it (plain text and HTML, version, last editor); 10004 for a new key',
  query: () => z.strictObject({ key: docKeyField }),
  data: () => protocolEditSchema,
});

const saveFields = {
  key: docKeyField,
  title: lazySchema(() => displayText('请输入标题').min(1, '请输入标题').max(40, '标题最多40个字')),
  /** the version the editor loaded (0 for a document never saved through the editors, or a new one) */
  version: lazySchema(() =>
    z.number({ error: '版本号无效' }).int('版本号无效').min(0, '版本号无效').max(1_000_000, '版本号无效'),
  ),
};

export const protocolSaveText = defineCall({
  path: '/api/platform/1.0.0/protocol/save_text',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'Save a document as plain text (each line a paragraph, escaped); 10009 when another version was saved since',
  query: () =>
    z.strictObject({
      ...saveFields,
      content: z
        .string({ error: '请输入正文' })
        .trim()
        .min(1, '请输入正文')
        .max(PROTOCOL_MAX_CHARS, `正文最多${PROTOCOL_MAX_CHARS}个字`),
    }),
  data: () => protocolEditSchema,
});

export const protocolSaveRich = defineCall({
  path: '/api/platform/1.0.0/protocol/save_rich',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'Save a document as rich text: the HTML is sanitised on write; 10009 when another version was saved since',
  query: () =>
    z.strictObject({
      ...saveFields,
      html: z
        .string({ error: '请输入正文' })
        .min(1, '请输入正文')
        .max(PROTOCOL_MAX_CHARS * 3, '正文过长'),
    }),
  data: () => protocolEditSchema,
});
