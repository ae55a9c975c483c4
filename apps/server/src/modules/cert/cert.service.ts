import { ErrorCode, maskIdNumber, maskName, type Cert } from '@kc/shared';
import { AppError } from '../../plugins/app/errors.js';
import { dateString } from '../../lib/time.js';
import type { CertRepository, CertRow } from './cert.repository.js';

/** Passes by their serial: what anyone may see, and the holder's registration of the named person and photo. */
export function certService(repo: CertRepository) {
  const find = async (sn: string) => {
    const row = await repo.bySn(sn);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, '证件不存在');
    return row;
  };

  const view = (row: CertRow, uid: number | null): Cert => {
    const mine = uid !== null && row.h.userId === uid;
    return {
      cert_sn: row.h.sn,
      holding_id: mine ? row.h.id : 0,
      item_name: row.itemName,
      business_name: row.businessName,
      project_name: row.projectName,
      date_string: dateString(row.validityStart, row.validityEnd),
      registered: row.h.claimedAt !== null,
      mine,
      editable: mine && row.h.used === 0 && row.h.voidedAt === null,
      holder_name: mine ? row.h.holderName : maskName(row.h.holderName),
      holder_photo: mine ? row.h.holderPhoto : '',
      holder_id_number: mine ? row.h.holderIdNumber : row.h.holderIdNumber && maskIdNumber(row.h.holderIdNumber),
    };
  };

  return {
    info: async (uid: number | null, q: { cert_sn: string }) => view(await find(q.cert_sn), uid),

    async register(
      uid: number,
      q: { cert_sn: string; holder_name: string; holder_photo: string; holder_id_number: string },
    ) {
      const before = await find(q.cert_sn);
      if (before.h.userId !== uid) throw new AppError(ErrorCode.FORBIDDEN, '该证件不属于当前账号');
      const done = await repo.register(before.h.id, {
        holderName: q.holder_name,
        holderPhoto: q.holder_photo,
        holderIdNumber: q.holder_id_number,
      });
      if (!done) throw new AppError(ErrorCode.CONFLICT, '证件已使用，不能修改登记');
      return view(await find(q.cert_sn), uid);
    },
  };
}
export type CertService = ReturnType<typeof certService>;
