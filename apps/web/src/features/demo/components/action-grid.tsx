import { Button } from 'antd-mobile';
import type { DemoAction } from '../utils/bridge-actions';

export interface ActionGridProps {
  title: string;
  actions: DemoAction[];
  onRun: (action: DemoAction) => void;
}

/** A titled group of buttons, one per action. */
export function ActionGrid({ title, actions, onRun }: ActionGridProps) {
  return (
    <section className="bridge-section">
      <h3 className="bridge-title">{title}</h3>
      <div className="bridge-grid">
        {actions.map((a) => (
          <Button key={a.key} size="small" data-testid={`bridge-action-${a.key}`} onClick={() => onRun(a)}>
            {a.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
