import { cx } from '../../../components/ui/cx';
import { MobileResults } from '../../../components/ui/mobile-results';
import type { IssueOutcome } from '../api/publisher-issue';
import styles from './issue-results.module.css';

/** The answer of an issue: 成功 or the server's reason for each mobile, and what is left of the quota. */
export function IssueResults({ outcome }: { outcome: IssueOutcome }) {
  const { results, quota } = outcome;
  return (
    <MobileResults results={results}>
      {/* issue-results-foot: an unstyled hook of issue-results.test.tsx */}
      <footer className={cx(styles.foot, 'issue-results-foot')}>
        剩余额度 <b>{quota.remaining}</b>/{quota.quota}
      </footer>
    </MobileResults>
  );
}
