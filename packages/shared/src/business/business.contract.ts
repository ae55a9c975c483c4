import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { ROLES } from '../app/enums.js';

export const myBusinessSchema = lazySchema(() =>
  z.object({
    business_id: z.number().int(),
    business_name: z.string(),
    /** every role the caller holds in this business */
    roles: z.array(z.enum(ROLES)),
  }),
);
export type MyBusiness = z.infer<typeof myBusinessSchema>;

export const myBusinesses = defineCall({
  path: '/api/business/1.0.0/business/mine',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The businesses the caller belongs to and the roles held in each (for /my/business and b_id)',
  query: () => z.strictObject({}),
  data: () => z.object({ list: z.array(myBusinessSchema) }),
});
