import { formatDate, MESSAGE_KIND_LABELS, type Message } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import styles from './message-row.module.css';

/** One notice: its kind, title, text and time; an unread one is marked 未读 with a dot. */
export function MessageRow({ message, onOpen }: { message: Message; onOpen: () => void }) {
  const unread = !message.read;
  return (
    <button
      type="button"
      className={cx(styles.row, unread && styles.unread)}
      aria-label={`${unread ? '未读 ' : ''}${message.title} ${message.body}`}
      onClick={onOpen}
    >
      <div className={styles.head}>
        <span className={styles.kind}>{MESSAGE_KIND_LABELS[message.kind]}</span>
        <strong className={styles.title}>{message.title}</strong>
        {unread && (
          <span className={styles.badge} data-testid="unread-badge">
            未读
          </span>
        )}
      </div>
      {message.body && <p className={styles.body}>{message.body}</p>}
      <time className={styles.time}>{formatDate(message.create_time)}</time>
    </button>
  );
}
