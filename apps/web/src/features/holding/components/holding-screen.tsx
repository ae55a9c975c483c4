import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { HISTORY_TYPES, holdingPaths, type HistoryType, type Scope } from '../utils/holding-paths';
import { HoldingList } from './holding-list';
import { ScopeTabs } from './scope-tabs';
import { SearchEntry } from './search-entry';
import './holding.css';

export interface HoldingScreenProps {
  title: string;
  type: HistoryType;
  scope: Scope;
  onScope: (scope: Scope) => void;
}

/** The caller's tickets, coupons or invitations: search entry, 可使用 / 已失效 tabs and the list. */
export function HoldingScreen({ title, type, scope, onScope }: HoldingScreenProps) {
  const navigate = useNavigate();
  return (
    <div className="page holding-screen">
      <PageHeader
        title={title}
        right={
          <Link className="header-link" to={holdingPaths.receive}>
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
    </div>
  );
}
