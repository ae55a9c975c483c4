import { ErrorCode, type Message } from '@kc/shared';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { MessageRepository, MessageRow } from './message.repository.js';

const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  read: r.readAt !== null,
  create_time: toSecs(r.createdAt),
});

/** A user's notices: the list, and marking them read (the unread count is userinfo's newmessagenum). */
export function messageService(repo: MessageRepository) {
  return {
    async list(uid: number, q: { page: number; page_size: number }) {
      const { list, count, unread } = await repo.page(uid, q);
      return { list: list.map(toMessage), count, page_size: q.page_size, unread };
    },

    async read(uid: number, id: number) {
      if (!(await repo.mine(uid, id))) throw new AppError(ErrorCode.NOT_FOUND, '消息不存在');
      await repo.markRead(uid, id);
      return { unread: await repo.unread(uid) };
    },

    async readAll(uid: number) {
      await repo.markAllRead(uid);
      return { unread: await repo.unread(uid) };
    },
  };
}
export type MessageService = ReturnType<typeof messageService>;
