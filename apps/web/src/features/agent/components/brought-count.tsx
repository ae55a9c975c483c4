/** 带来 N 人: the holdings of the item that came through the agent's link. */
export function BroughtCount({ count }: { count: number }) {
  return (
    <span className="agent-brought">
      带来 <b>{count}</b> 人
    </span>
  );
}
