import type { ActionRun } from '../hooks/use-action-runner';

/** The last action's normalised result as JSON. */
export function BridgeResult({ last }: { last: ActionRun | null }) {
  return (
    <section className="bridge-section">
      <h3 className="bridge-title">结果{last ? `：${last.label}` : ''}</h3>
      <pre
        className="bridge-result"
        data-testid="bridge-result"
        data-run={last?.id ?? 0}
        data-running={last?.running ? '1' : '0'}
      >
        {!last ? '点击上方按钮试试' : last.running ? '等待结果…' : JSON.stringify(last.result, null, 2)}
      </pre>
    </section>
  );
}
