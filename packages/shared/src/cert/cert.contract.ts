import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { imageUrlField } from '../common/fields.js';
import { optionalIdNumberField, personNameField } from '../holding/holding.schemas.js';

/** The calls of server module `cert`: passes (a ticket with is_cert) and the registration of their named holder. */

export const certSchema = lazySchema(() =>
  z.object({
    cert_sn: z.string(),
    holding_id: z.number().int(),
    item_name: z.string(),
    business_name: z.string(),
    project_name: z.string(),
    date_string: z.string(),
    registered: z.boolean(),
    /** the caller holds this pass */
    mine: z.boolean(),
    /** registration can still change (no write-off yet) */
    editable: z.boolean(),
    /** full for the holder, masked for others */
    holder_name: z.string(),
    holder_photo: z.string(),
    holder_id_number: z.string(),
  }),
);
export type Cert = z.infer<typeof certSchema>;

export const certInfo = defineCall({
  path: '/api/cticket/1.1.0/cert/info',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'A pass by its serial: what it is and whether it is registered (holder details only to its holder)',
  query: () => z.strictObject({ cert_sn: z.string().trim().min(1, '缺少证件编号').max(32) }),
  data: () => certSchema,
});

export const certRegister = defineCall({
  path: '/api/cticket/1.1.0/cert/register',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'The holder registers (or, before its first use, edits) the named person of their pass with a photo',
  query: () =>
    z.strictObject({
      cert_sn: z.string().trim().min(1, '缺少证件编号').max(32),
      holder_name: personNameField,
      holder_photo: imageUrlField('请上传照片'),
      holder_id_number: optionalIdNumberField,
    }),
  data: () => certSchema,
});
