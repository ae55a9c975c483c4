import { ErrorCode, maskIdNumber, maskPhone, type Recipient } from '@kc/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/app/errors.js';
import type { ReceiveRepository, RecipientRow } from './receive.repository.js';

const MAX_FAMILY = 10;
type Person = { name: string; mobile: string; id_number: string };

const toRecipient = (r: RecipientRow): Recipient => ({
  id: r.id,
  name: r.name,
  mobile: maskPhone(r.mobile),
  id_number: r.idNumber ? maskIdNumber(r.idNumber) : '',
  is_self: r.isSelf,
});

/** Receiver profiles: the person's own and up to MAX_FAMILY family members an item can be received for. */
export function recipientService(db: Db, repo: ReceiveRepository) {
  return {
    async editSelf(uid: number, q: Person) {
      return db.transaction(async (tx) => {
        // two edits at once would both find no profile and both insert one (the second a unique violation)
        await repo.lockRecipients(tx, uid);
        const set = { name: q.name, mobile: q.mobile, idNumber: q.id_number };
        const row =
          (await repo.updateSelf(tx, uid, set)) ??
          (await repo.insertRecipient(tx, { ...set, userId: uid, isSelf: true }));
        return toRecipient(row!);
      });
    },

    async addFamily(uid: number, q: Person) {
      return db.transaction(async (tx) => {
        await repo.lockRecipients(tx, uid);
        if ((await repo.familyCount(tx, uid)) >= MAX_FAMILY)
          throw new AppError(ErrorCode.CONFLICT, `最多添加${MAX_FAMILY}位家人`);
        const row = await repo.insertRecipient(tx, {
          userId: uid,
          name: q.name,
          mobile: q.mobile,
          idNumber: q.id_number,
        });
        return toRecipient(row!);
      });
    },

    async familyList(uid: number) {
      return { list: (await repo.liveRecipients(uid)).map(toRecipient) };
    },

    async deleteFamily(uid: number, q: { id: number }) {
      const gone = await repo.removeFamily(uid, q.id, new Date());
      if (!gone) throw new AppError(ErrorCode.NOT_FOUND, '家人不存在');
      return { id: gone.id };
    },
  };
}
export type RecipientService = ReturnType<typeof recipientService>;
