import type { DistributeOutcome } from '../api/distribute-issue';

/** 成功 or the server's reason for each mobile, with the totals. */
export function DistributeResults({ outcome }: { outcome: DistributeOutcome }) {
  const { results } = outcome;
  const ok = results.filter((r) => r.ok).length;
  return (
    <section className="section distribute-results" aria-label="发放结果">
      <header className="distribute-results-head">
        <h3>发放结果</h3>
        <span>
          成功 {ok} · 失败 {results.length - ok}
        </span>
      </header>
      <ul className="distribute-results-list">
        {results.map((r) => (
          <li key={r.mobile} className={r.ok ? 'is-ok' : 'is-failed'}>
            <span className="distribute-result-mobile">{r.mobile}</span>
            <span className="distribute-result-status">{r.ok ? '成功' : r.message || '发放失败'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
