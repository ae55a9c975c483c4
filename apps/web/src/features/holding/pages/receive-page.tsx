import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useOutsideItem } from '../api/wait-outside-info';
import { ReceivableCard } from '../components/receivable-card';
import { ReceivableList } from '../components/receivable-list';
import { ReceiveResultPopup } from '../components/receive-result-popup';
import { ListScreen } from '../components/holding-screen';
import { ListTabs } from '../components/scope-tabs';
import { SearchEntry } from '../components/search-entry';
import { useReceiveFlow } from '../hooks/use-receive-flow';
import { useSpm } from '../hooks/use-spm';
import { holdingPaths } from '../utils/holding-paths';
import styles from '../components/receive.module.css';

const TYPE_TABS = [
  { key: '0', label: '全部' },
  { key: '1', label: '门票' },
  { key: '2', label: '卡券' },
  { key: '3', label: '邀请函' },
];

/**
 * /ticket/receive: free items anyone can receive now — 领取 for oneself, 为家人领取 — with the result and a
 * short survey after. ?sn=<item id> (an outside link) shows that item first; the spm (link or remembered)
 * attributes the receipt.
 */
export default function ReceivePage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const sn = search.get('sn');
  const linkSpm = useSpm();
  const outside = useOutsideItem(sn, linkSpm);
  const spm = outside.data?.spm || linkSpm;
  const flow = useReceiveFlow(spm);
  const [type, setType] = useState('0');
  const first = outside.data?.item;
  const forFamily = (itemId: number) => void navigate(holdingPaths.recipients(itemId));

  return (
    <ListScreen page>
      <PageHeader />
      <SearchEntry placeholder="搜索可领取的票券" onOpen={() => void navigate(holdingPaths.receiveSearch)} />
      {first && (
        <>
          <p className={styles.sectionTitle}>分享给你的票券</p>
          <ReceivableCard
            item={first}
            loading={flow.receivingId === first.item_id}
            onReceive={() => flow.receive(first.item_id)}
            onForFamily={() => forFamily(first.item_id)}
          />
          <p className={styles.sectionTitle}>更多可领取</p>
        </>
      )}
      <ListTabs active={type} tabs={TYPE_TABS} onChange={setType} />
      <ReceivableList
        filter={{ productType: Number(type) || undefined, keyword: '' }}
        receivingId={flow.receivingId}
        onReceive={(i) => flow.receive(i.item_id)}
        onForFamily={(i) => forFamily(i.item_id)}
        skipId={first?.item_id}
      />
      <ReceiveResultPopup result={flow.result} onClose={flow.close} />
    </ListScreen>
  );
}
