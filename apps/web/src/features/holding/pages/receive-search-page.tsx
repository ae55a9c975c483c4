import { useNavigate } from 'react-router';
import { ListScreen } from '../components/holding-screen';
import { ReceivableList } from '../components/receivable-list';
import { ReceiveResultPopup } from '../components/receive-result-popup';
import { SearchHistoryPanel as SearchPanel } from '../../../components/ui/search-history';
import { useReceiveFlow } from '../hooks/use-receive-flow';
import { useSpm } from '../hooks/use-spm';
import { holdingPaths } from '../utils/holding-paths';

/** /ticket/receive/search: the search popup of spec 5 over the free items to receive. */
export default function ReceiveSearchPage() {
  const navigate = useNavigate();
  const flow = useReceiveFlow(useSpm());
  return (
    <>
      <SearchPanel
        historyKey="receive-search-history"
        placeholder="搜索可领取的票券"
        renderResults={(keyword, remember) => (
          <ListScreen>
            <ReceivableList
              filter={{ keyword }}
              receivingId={flow.receivingId}
              onReceive={(i) => {
                remember();
                flow.receive(i.item_id);
              }}
              onForFamily={(i) => {
                remember();
                void navigate(holdingPaths.recipients(i.item_id));
              }}
            />
          </ListScreen>
        )}
      />
      <ReceiveResultPopup result={flow.result} onClose={flow.close} />
    </>
  );
}
