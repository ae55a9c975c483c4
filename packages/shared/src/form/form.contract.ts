import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { displayText, idField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';

/** Field kinds a Chinese event form needs; values are checked with the validators of spec 5. */
export const FORM_FIELD_KINDS = [
  'text',
  'textarea',
  'number',
  'mobile',
  'id_number',
  'chinese_name',
  'single',
  'multi',
  'date',
  'region',
  'image',
] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];
export const formFieldKindLabel: Record<FormFieldKind, string> = {
  text: '单行文本',
  textarea: '多行文本',
  number: '数字',
  mobile: '手机号',
  id_number: '身份证号',
  chinese_name: '姓名',
  single: '单选',
  multi: '多选',
  date: '日期',
  region: '地区',
  image: '图片',
};

const formFieldShape = {
  key: lazySchema(() => z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, '字段标识为小写字母开头的字母、数字或下划线')),
  kind: lazySchema(() => z.enum(FORM_FIELD_KINDS, { error: '不支持的字段类型' })),
  label: lazySchema(() => displayText().min(1, '请输入字段名称').max(20, '字段名称最多20个字')),
  required: lazySchema(() => z.boolean().default(false)),
  options: lazySchema(() =>
    z.array(displayText().min(1, '选项不能为空').max(30, '选项最多30个字')).max(20, '最多20个选项').default([]),
  ),
  placeholder: lazySchema(() => z.string().max(40).default('')),
};
const choicesHaveOptions = (f: { kind: FormFieldKind; options: string[] }) =>
  !['single', 'multi'].includes(f.kind) || f.options.length >= 2;
const needsOptions = { message: '选择题至少需要2个选项', path: ['options'] };
export const formFieldSchema = lazySchema(() => z.object(formFieldShape).refine(choicesHaveOptions, needsOptions));
/** A field as a query sends it: unknown keys are refused like everywhere in a query. */
export const formFieldInput = lazySchema(() => z.strictObject(formFieldShape).refine(choicesHaveOptions, needsOptions));
export type FormField = z.infer<typeof formFieldSchema>;

export const formSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    fields: z.array(formFieldSchema),
    updated_at: z.number().int(),
  }),
);
export type ApplicationForm = z.infer<typeof formSchema>;

export const formSave = defineCall({
  path: '/api/form/1.0.0/form/save',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Create (no id) or update an application form of the b_id business',
  query: () =>
    z.strictObject({
      id: idField().optional(),
      title: displayText().min(1, '请输入表单标题').max(40, '表单标题最多40个字'),
      description: z.string().max(500, '说明最多500个字').default(''),
      fields: z
        .array(formFieldInput)
        .min(1, '请至少添加一个字段')
        .max(30, '最多30个字段')
        .refine((fs) => new Set(fs.map((f) => f.key)).size === fs.length, '字段标识不能重复'),
    }),
  data: () => formSchema,
});

export const formList = defineCall({
  path: '/api/form/1.0.0/form/list',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Application forms of the b_id business, newest first',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(formSchema),
});

export const formInfo = defineCall({
  path: '/api/form/1.0.0/form/info',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'One application form of the b_id business',
  query: () => z.strictObject({ id: idField() }),
  data: () => formSchema,
});

/** Application-form types of spec 4: 1 invitation (an item), 2 event, 3 ride; 0 is the preview. */
const targetType = lazySchema(() =>
  z
    .number()
    .int()
    .refine((v) => [1, 2, 3].includes(v), '报名类型无效'),
);

export const formOfTarget = defineCall({
  path: '/api/form/1.0.0/form/target',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'The form to fill for a target (type 1: an approved item with a form) and the caller’s latest submission',
  query: () => z.strictObject({ type: targetType, id: idField() }),
  data: () =>
    z.object({
      form: formSchema,
      target: z.object({ id: z.number().int(), name: z.string(), project_name: z.string() }),
      mine: z.object({ id: z.number().int(), status: z.number().int(), remark: z.string() }).nullable(),
    }),
});

export const submissionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    item_id: z.number().int(),
    item_name: z.string(),
    user_id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    mobile: z.string(),
    values: z.record(z.string(), z.unknown()),
    /** 1 pending, 2 passed, 3 rejected */
    status: z.number().int(),
    remark: z.string(),
    /** whether the item was issued for this sign-up */
    issued: z.boolean(),
    create_time: z.number().int(),
  }),
);
export type Submission = z.infer<typeof submissionSchema>;

export const submissionSubmit = defineCall({
  path: '/api/form/1.0.0/submission/submit',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Sign up by filling the target’s form; registration distribution 1 issues the item at once',
  query: () =>
    z.strictObject({
      type: targetType,
      id: idField(),
      values: z.record(z.string(), z.unknown()),
    }),
  data: () => submissionSchema,
});

export const submissionList = defineCall({
  path: '/api/form/1.0.0/submission/list',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Sign-ups to the b_id business’s items (filter by item and status; default pending), newest first',
  query: () =>
    z.strictObject({
      item_id: idField().optional(),
      status: z.number().int().min(1).max(3).default(1),
      ...pagingQuery,
    }),
  data: () => listOf(submissionSchema),
});

export const submissionReview = defineCall({
  path: '/api/form/1.0.0/submission/review',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Pass (registration distribution 2 issues the item then) or reject (remark required) a pending sign-up',
  query: () =>
    z
      .strictObject({
        id: idField(),
        pass: z.boolean(),
        remark: z.string().trim().max(200, '备注最多200个字').default(''),
      })
      .refine((q) => q.pass || q.remark.length > 0, { message: '驳回时请填写原因', path: ['remark'] }),
  data: () => submissionSchema,
});

export const submissionInfo = defineCall({
  path: '/api/form/1.0.0/submission/info',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'One sign-up to an item of the b_id business, with the form it was filled on',
  query: () => z.strictObject({ id: idField() }),
  data: () => z.object({ submission: submissionSchema, form: formSchema }),
});
