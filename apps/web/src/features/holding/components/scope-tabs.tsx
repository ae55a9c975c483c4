import { Tabs } from 'antd-mobile';
import { SCOPE_TABS, type Scope } from '../utils/holding-paths';
import styles from './holding-screen.module.css';

/** Sticky tabs of a list screen (under the header, or under the search bar). */
export function ListTabs({
  active,
  tabs,
  onChange,
}: {
  active: string;
  tabs: readonly { key: string; label: string }[];
  onChange: (key: string) => void;
}) {
  return (
    <Tabs className={styles.tabs} activeKey={active} onChange={onChange}>
      {tabs.map((t) => (
        <Tabs.Tab key={t.key} title={t.label} />
      ))}
    </Tabs>
  );
}

/** 可使用 / 已失效. */
export function ScopeTabs({ scope, onChange }: { scope: Scope; onChange: (scope: Scope) => void }) {
  return (
    <ListTabs
      active={scope}
      tabs={SCOPE_TABS.map((t) => ({ key: t.scope, label: t.label }))}
      onChange={(k) => onChange(k as Scope)}
    />
  );
}
