import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { displayText, idField, imageUrlField, mobileField } from '../common/fields.js';
import { isChineseName } from '../common/validators.js';
import { listOf, pagingQuery } from '../common/paging.js';

/**
 * The health declaration of an exhibition (spec 2.1 /app/epidmic; docs/utility.md): a visitor declares, once a day
 * per exhibition (updatable that day), their name, mobile, symptoms, recent travel and a health-code screenshot,
 * after accepting the `epidemic` notice. Only what the venue needs: no ID number. The exhibition's business (owner,
 * admin) reads the declarations of its project.
 */

/** The document key of the notice a declarant accepts (docs, served by protocolShow / docIndex). */
export const EPIDEMIC_DOC_KEY = 'epidemic';

export const EPIDEMIC_SYMPTOMS = [
  'fever',
  'cough',
  'fatigue',
  'sore_throat',
  'smell_loss',
  'diarrhea',
  'none',
] as const;
export type EpidemicSymptom = (typeof EPIDEMIC_SYMPTOMS)[number];
export const epidemicSymptomLabel: Record<EpidemicSymptom, string> = {
  fever: '发热（≥37.3°C）',
  cough: '干咳',
  fatigue: '乏力',
  sore_throat: '咽痛',
  smell_loss: '嗅觉或味觉减退',
  diarrhea: '腹泻',
  none: '以上均无',
};

export const declarationSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    project_id: z.number().int(),
    /** the Asia/Shanghai day declared for (YYYY-MM-DD) */
    day: z.string(),
    name: z.string(),
    mobile: z.string(),
    symptoms: z.array(z.enum(EPIDEMIC_SYMPTOMS)),
    /** labels of the symptoms, in order */
    symptom_labels: z.array(z.string()),
    /** true when any symptom other than 'none' was declared */
    has_symptoms: z.boolean(),
    travel: z.string(),
    health_code: z.string(),
    create_time: z.number().int(),
    update_time: z.number().int(),
  }),
);
export type Declaration = z.infer<typeof declarationSchema>;

/** The declaration form's fields; one home for the page's checks and the server's. */
export const declarationFields = {
  name: lazySchema(() =>
    displayText('请输入姓名')
      .min(1, '请输入姓名')
      .refine((v) => v === '' || isChineseName(v), '请输入正确的中文姓名'),
  ),
  mobile: mobileField,
  symptoms: lazySchema(() =>
    z
      .array(z.enum(EPIDEMIC_SYMPTOMS, { error: '症状选项无效' }), { error: '请选择近14天的身体状况' })
      .min(1, '请选择近14天的身体状况')
      .max(EPIDEMIC_SYMPTOMS.length, '症状选项无效')
      .refine((s) => new Set(s).size === s.length, '症状选项重复')
      .refine((s) => !s.includes('none') || s.length === 1, '“以上均无”不能与其他症状同时选择'),
  ),
  travel: lazySchema(() => displayText('旅居史无效').max(200, '旅居史最多200个字').default('')),
  health_code: lazySchema(() => imageUrlField('请上传健康码截图')),
  agree: lazySchema(() => z.literal(true, { error: '请阅读并同意《防疫须知》' })),
};

const projectQuery = { project_id: lazySchema(() => idField('展会编号无效').optional()) };

export const epidemicMine = defineCall({
  path: '/api/epidemic/1.0.0/declaration/mine',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'The declaration form of an exhibition (default: the published exhibition on now): the project, today, the caller’s declaration of today or null, their account mobile',
  query: () => z.strictObject(projectQuery),
  data: () =>
    z.object({
      project: z.object({ id: z.number().int(), name: z.string(), venue: z.string() }),
      day: z.string(),
      declaration: declarationSchema.nullable(),
      /** the caller's account mobile, to fill the form in */
      account_mobile: z.string(),
    }),
});

export const epidemicSave = defineCall({
  path: '/api/epidemic/1.0.0/declaration/save',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Declare for today (Asia/Shanghai) at a published exhibition: one per user, exhibition and day, updatable that day',
  query: () => z.strictObject({ project_id: idField('展会编号无效'), ...declarationFields }),
  data: () => declarationSchema,
});

export const epidemicList = defineCall({
  path: '/api/epidemic/1.0.0/declaration/list',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Declarations of a project of the b_id business, newest first, by day (default today) and symptoms',
  query: () =>
    z.strictObject({
      ...pagingQuery,
      project_id: idField('展会编号无效'),
      day: z
        .string({ error: '日期无效' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为YYYY-MM-DD')
        .optional(),
      only_symptoms: z.boolean({ error: '参数错误' }).default(false),
    }),
  data: () =>
    listOf(declarationSchema).extend({
      project: z.object({ id: z.number().int(), name: z.string() }),
      day: z.string(),
      /** declarations of that day, and those with a symptom */
      total: z.number().int(),
      with_symptoms: z.number().int(),
    }),
});
