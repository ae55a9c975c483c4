import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { idField, mobileField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';

export const agentSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    item_id: z.number().int(),
    item_name: z.string(),
    business_name: z.string(),
    user_id: z.number().int(),
    user_name: z.string(),
    mobile: z.string(),
    avatar: z.string(),
    /** the agent's own spm code: links carrying it attribute what comes through them */
    spm: z.string(),
    /** the item's sign-up or detail link with the agent's spm */
    link: z.string(),
    /** holdings of the item attributed to this agent */
    attributed: z.number().int(),
    create_time: z.number().int(),
  }),
);
export type Agent = z.infer<typeof agentSchema>;

export const agentAdd = defineCall({
  path: '/api/cticket/1.1.0/agent/add',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary:
    'Make a registered user (by mobile) an agent of an approved item of the b_id business, with their own spm code',
  query: () => z.strictObject({ item_id: idField(), mobile: mobileField }),
  data: () => agentSchema,
});

export const agentList = defineCall({
  path: '/api/cticket/1.1.0/agent/list',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Agents of an item of the b_id business with what each brought',
  query: () => z.strictObject({ item_id: idField(), ...pagingQuery }),
  data: () => listOf(agentSchema),
});

export const agentMine = defineCall({
  path: '/api/cticket/1.1.0/agent/mine',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The items the caller is an agent of, with their links',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () => listOf(agentSchema),
});

export const agentInfo = defineCall({
  path: '/api/cticket/1.1.0/agent/info',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES, owner: true },
  summary: 'One agent: for the agent themselves and the managers of the business',
  query: () => z.strictObject({ id: idField() }),
  data: () => agentSchema,
});
