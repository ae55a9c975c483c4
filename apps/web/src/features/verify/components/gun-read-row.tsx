import { formatDate } from '@kc/shared';
import type { GunRead } from '../hooks/use-gun-reader';

const shortCode = (code: string) => (code.length > 16 ? `${code.slice(0, 6)}…${code.slice(-6)}` : code);

/** One read of the scanner gun in the running list: when, what, and ✓ or ✕ with the reason. */
export function GunReadRow({ read }: { read: GunRead }) {
  const r = read.result;
  const state = read.state === 'pending' ? 'is-pending' : r?.ok ? 'is-ok' : 'is-refused';
  const text =
    read.state === 'pending'
      ? '核销中…'
      : read.state === 'failed'
        ? (read.error ?? '核销失败')
        : r!.ok
          ? '核销成功'
          : r!.message;
  return (
    <li className={`gun-read ${state}`}>
      <span className="gun-read-mark" aria-hidden>
        {read.state === 'pending' ? '…' : r?.ok ? '✓' : '✕'}
      </span>
      <span className="gun-read-main">
        <strong>{text}</strong>
        <span className="verify-sub">
          {r?.card ? r.card.ticket_name : shortCode(read.code)}
          {read.reads > 1 ? ` · 重复读取 ${read.reads} 次` : ''}
        </span>
      </span>
      <time className="gun-read-time">{formatDate(read.at, 'h:i:s')}</time>
    </li>
  );
}
