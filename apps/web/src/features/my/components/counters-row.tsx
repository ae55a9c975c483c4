import type { CSSProperties } from 'react';
import type { UserInfo } from '@kc/shared';

type CounterKey = 'tobepaid' | 'myticket' | 'breview' | 'newmessagenum';

/** Each counter counts what its tile opens: unpaid orders (the 待支付 tab), usable tickets, audits waiting, unread notices. */
const counters: { key: CounterKey; label: string; to: string; auditorOnly?: true }[] = [
  { key: 'tobepaid', label: '待付款', to: '/my/order/list?tab=unpaid' },
  { key: 'myticket', label: '我的门票', to: '/my/ticket' },
  { key: 'breview', label: '待审核', to: '/b/audit', auditorOnly: true },
  { key: 'newmessagenum', label: '消息', to: '/my/message' },
];

export interface CountersRowProps {
  info: Pick<UserInfo, CounterKey>;
  /** 待审核 is the auditors' tile: nobody else can use what it opens */
  auditor: boolean;
  onOpen: (path: string) => void;
}

/** 待付款, 我的门票, 待审核 (auditors) and 消息 counts, each opening what it counts. */
export function CountersRow({ info, auditor, onOpen }: CountersRowProps) {
  const shown = counters.filter((c) => auditor || !c.auditorOnly);
  return (
    <div className="counters-row" style={{ '--counters': shown.length } as CSSProperties}>
      {shown.map((c) => (
        <button
          key={c.key}
          type="button"
          className="counter"
          aria-label={`${info[c.key]} ${c.label}`}
          onClick={() => onOpen(c.to)}
        >
          <span className={c.key === 'newmessagenum' && info[c.key] > 0 ? 'counter-value is-unread' : 'counter-value'}>
            {info[c.key]}
          </span>
          <span className="counter-label">{c.label}</span>
        </button>
      ))}
    </div>
  );
}
