import type { UserInfo } from '@kc/shared';

type CounterKey = 'tobepaid' | 'myticket' | 'breview' | 'newmessagenum';

const counters: { key: CounterKey; label: string; to?: string }[] = [
  { key: 'tobepaid', label: '待付款', to: '/my/order/list' },
  { key: 'myticket', label: '我的门票', to: '/my/ticket' },
  { key: 'breview', label: '待审核', to: '/b/audit' },
  { key: 'newmessagenum', label: '消息' },
];

export interface CountersRowProps {
  info: Pick<UserInfo, CounterKey>;
  onOpen: (path: string) => void;
}

/** 待付款, 我的门票, 待审核 and 消息 counts. */
export function CountersRow({ info, onOpen }: CountersRowProps) {
  return (
    <div className="counters-row">
      {counters.map((c) => (
        <button key={c.key} type="button" className="counter" disabled={!c.to} onClick={() => c.to && onOpen(c.to)}>
          <span className="counter-value">{info[c.key]}</span>
          <span className="counter-label">{c.label}</span>
        </button>
      ))}
    </div>
  );
}
