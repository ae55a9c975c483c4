import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { displayText, idField, imageUrlField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';

export const PROJECT_STATES = ['draft', 'published'] as const;
const seconds = lazySchema(() =>
  z.number({ error: '请选择日期' }).int().min(946684800, '日期无效').max(4102444800, '日期无效'),
);

/** The fields of a project; a draft may leave any of them out, publishing needs them all. */
export const projectFields = {
  name: lazySchema(() => displayText().min(1, '请输入项目名称').max(40, '项目名称最多40个字')),
  kind: lazySchema(() => z.number({ error: '请选择项目类型' }).int().min(1, '请选择项目类型').max(5, '请选择项目类型')),
  start_time: seconds,
  end_time: seconds,
  venue: lazySchema(() => displayText().min(1, '请输入场馆').max(60, '场馆最多60个字')),
  address: lazySchema(() => z.string().trim().max(120, '地址最多120个字')),
  cover: lazySchema(() => imageUrlField('封面地址无效')),
  intro: lazySchema(() => z.string().max(2000, '简介最多2000个字')),
};

export const projectSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    state: z.enum(PROJECT_STATES),
    name: z.string(),
    kind: z.number().int().nullable(),
    start_time: z.number().int().nullable(),
    end_time: z.number().int().nullable(),
    venue: z.string(),
    address: z.string(),
    cover: z.string(),
    intro: z.string(),
    updated_at: z.number().int(),
  }),
);
export type Project = z.infer<typeof projectSchema>;

export const projectSave = defineCall({
  path: '/api/project/1.0.0/project/save',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Create (no id) or update a project of the b_id business; publish=true checks every field, else kept as a draft',
  query: () =>
    z.strictObject({
      id: idField().optional(),
      publish: z.boolean().default(false),
      ...z.object(projectFields).partial().shape,
    }),
  data: () => projectSchema,
});

export const projectList = defineCall({
  path: '/api/project/1.0.0/project/list',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Projects of the b_id business by state (published for /project/manage, draft for /project/drafts), newest first',
  query: () =>
    z.strictObject({
      state: z.enum(PROJECT_STATES).default('published'),
      keyword: z.string().trim().max(40).default(''),
      ...pagingQuery,
    }),
  data: () => listOf(projectSchema),
});

export const projectInfo = defineCall({
  path: '/api/project/1.0.0/project/info',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'One project of the b_id business',
  query: () => z.strictObject({ id: idField() }),
  data: () => projectSchema,
});

export const projectDelete = defineCall({
  path: '/api/project/1.0.0/project/delete',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Delete a draft project of the b_id business',
  query: () => z.strictObject({ id: idField() }),
  data: () => z.object({}),
});
