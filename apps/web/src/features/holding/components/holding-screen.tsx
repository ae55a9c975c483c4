import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { PageHeader } from '../../../components/ui/page-header';
import { HISTORY_TYPES, holdingPaths, type HistoryType, type Scope } from '../utils/holding-paths';
import { HoldingList } from './holding-list';
import styles from './holding-screen.module.css';
import { ScopeTabs } from './scope-tabs';
import { SearchEntry } from './search-entry';

/** The frame of the holder's list screens (held items, items to receive): pull-to-refresh has room to pull. */
export const ListScreen = ({ page, children }: { page?: boolean; children: ReactNode }) => (
  <div className={cx(page && 'page', styles.screen)}>{children}</div>
);

export interface HoldingScreenProps {
  type: HistoryType;
  scope: Scope;
  onScope: (scope: Scope) => void;
}

/** The caller's tickets, coupons or invitations: search entry, 可使用 / 已失效 tabs and the list. */
export function HoldingScreen({ type, scope, onScope }: HoldingScreenProps) {
  const navigate = useNavigate();
  return (
    <ListScreen page>
      <PageHeader
        right={
          <Link className={styles.headerLink} to={holdingPaths.receive}>
            领取
          </Link>
        }
      />
      <SearchEntry
        placeholder={`搜索${HISTORY_TYPES[type]}名称`}
        onOpen={() => void navigate(holdingPaths.historySearch(type, scope))}
      />
      <ScopeTabs scope={scope} onChange={onScope} />
      <HoldingList filter={{ productType: type, scope, keyword: '' }} />
    </ListScreen>
  );
}
