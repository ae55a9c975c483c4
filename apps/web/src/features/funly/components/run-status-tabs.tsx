import { Tabs } from 'antd-mobile';
import { ApplyStatus, applyStatusLabel } from '@kc/shared';
import styles from './run.module.css';

/** The tabs of an event's applications, in the order organisers work through them. */
export const RUN_TABS: { key: string; status: number | undefined; title: string }[] = [
  { key: 'all', status: undefined, title: '全部' },
  ...[
    ApplyStatus.pending,
    ApplyStatus.going,
    ApplyStatus.waitlist,
    ApplyStatus.unpaid,
    ApplyStatus.checkedIn,
    ApplyStatus.cancelled,
    ApplyStatus.declined,
  ].map((s) => ({ key: String(s), status: s as number, title: applyStatusLabel[s] })),
];

/** 全部 = the server's `all` when it gives one, else the sum over the statuses. */
export const totalOf = (counts: Record<string, number>): number =>
  counts.all ?? Object.entries(counts).reduce((sum, [k, n]) => (/^\d+$/.test(k) ? sum + n : sum), 0);

const countOf = (counts: Record<string, number> | undefined, key: string): number | undefined =>
  counts === undefined ? undefined : key === 'all' ? totalOf(counts) : (counts[key] ?? 0);

export function RunStatusTabs({
  active,
  counts,
  onChange,
}: {
  active: string;
  counts: Record<string, number> | undefined;
  onChange: (key: string) => void;
}) {
  return (
    <Tabs className={styles.tabs} activeKey={active} onChange={onChange} stretch={false}>
      {RUN_TABS.map((t) => {
        const n = countOf(counts, t.key);
        return <Tabs.Tab key={t.key} title={n === undefined ? t.title : `${t.title}(${n})`} />;
      })}
    </Tabs>
  );
}
