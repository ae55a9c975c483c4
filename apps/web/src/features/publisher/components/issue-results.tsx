import type { IssueOutcome } from '../api/publisher-issue';

/** The answer of an issue: 成功 or the server's reason for each mobile, and what is left of the quota. */
export function IssueResults({ outcome }: { outcome: IssueOutcome }) {
  const { results, quota } = outcome;
  const ok = results.filter((r) => r.ok).length;
  return (
    <section className="section issue-results" aria-label="发放结果">
      <header className="issue-results-head">
        <h3>发放结果</h3>
        <span>
          成功 {ok} · 失败 {results.length - ok}
        </span>
      </header>
      <ul className="issue-results-list">
        {results.map((r) => (
          <li key={r.mobile} className={r.ok ? 'is-ok' : 'is-failed'}>
            <span className="issue-result-mobile">{r.mobile}</span>
            <span className="issue-result-status">{r.ok ? '成功' : r.message || '发放失败'}</span>
          </li>
        ))}
      </ul>
      <footer className="issue-results-foot">
        剩余额度 <b>{quota.remaining}</b>/{quota.quota}
      </footer>
    </section>
  );
}
