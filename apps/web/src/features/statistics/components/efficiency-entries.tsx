import { Link } from 'react-router';
import type { DayRange } from '../../../components/ui/date-range-bar';
import { efficiencyPaths } from './efficiency-paths';
import styles from './statistics.module.css';

/** The ways on from the overview, keeping its range. */
export function EfficiencyEntries({ range }: { range: DayRange }) {
  const entries = [
    { title: '项目效能', to: efficiencyPaths.ranks('project', range) },
    { title: '渠道效能', to: efficiencyPaths.ranks('channel', range) },
    { title: '推广效能', to: efficiencyPaths.ranks('spread', range) },
    { title: '门票', to: efficiencyPaths.items('ticket', range) },
    { title: '优惠券', to: efficiencyPaths.items('coupon', range) },
    { title: '邀请函', to: efficiencyPaths.items('invitation', range) },
    { title: '搜索', to: efficiencyPaths.search('ticket', range) },
  ];
  return (
    <nav className={styles.entries} aria-label="效能入口">
      {entries.map((e) => (
        <Link key={e.title} className={styles.entry} to={e.to}>
          {e.title}
        </Link>
      ))}
    </nav>
  );
}
