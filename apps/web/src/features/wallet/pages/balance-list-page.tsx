import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchLedger } from '../api/remaining-list';
import { walletKeys } from '../api/wallet-keys';
import { fetchWithdrawals } from '../api/withdrawal-list';
import { LedgerRow } from '../components/ledger-row';
import { WithdrawalRow } from '../components/withdrawal-row';
import '../components/wallet.css';

const TABS = [
  { key: 'ledger', title: '余额明细' },
  { key: 'withdrawals', title: '提现记录' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /my/balance/list?tab=ledger|withdrawals: every ledger entry, or the withdrawals with their state. */
export default function BalanceListPage() {
  const [search, setSearch] = useSearchParams();
  const tab: TabKey = search.get('tab') === 'withdrawals' ? 'withdrawals' : 'ledger';
  const choose = (key: string) => {
    const next = new URLSearchParams(search);
    next.set('tab', key);
    setSearch(next, { replace: true });
  };

  return (
    <div className="page wallet-list-page">
      <PageHeader />
      <Tabs className="wallet-tabs" activeKey={tab} onChange={choose}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {tab === 'ledger' ? (
        <ListView
          key="ledger"
          queryKey={walletKeys.ledger}
          fetchPage={fetchLedger}
          itemKey={(e) => e.id}
          emptyText="暂无记录"
          renderItem={(e) => <LedgerRow entry={e} />}
        />
      ) : (
        <ListView
          key="withdrawals"
          queryKey={walletKeys.withdrawals}
          fetchPage={fetchWithdrawals}
          itemKey={(w) => w.id}
          emptyText="暂无记录"
          renderItem={(w) => <WithdrawalRow record={w} />}
        />
      )}
    </div>
  );
}
