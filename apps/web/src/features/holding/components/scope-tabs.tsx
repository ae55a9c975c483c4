import { Tabs } from 'antd-mobile';
import { SCOPE_TABS, type Scope } from '../utils/holding-paths';

/** 可使用 / 已失效. */
export function ScopeTabs({ scope, onChange }: { scope: Scope; onChange: (scope: Scope) => void }) {
  return (
    <Tabs className="holding-tabs" activeKey={scope} onChange={(k) => onChange(k as Scope)}>
      {SCOPE_TABS.map((t) => (
        <Tabs.Tab key={t.scope} title={t.label} />
      ))}
    </Tabs>
  );
}
