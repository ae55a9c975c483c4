import type { Item } from '@kc/shared';
import { MobileResults } from '../../../components/ui/mobile-results';
import { MobilesIssueForm } from '../../../components/ui/mobiles-issue-form';
import { useDistributeFlow } from '../hooks/use-distribute-flow';
import { MAX_MOBILES_PER_DISTRIBUTION } from '../utils/distribute-limits';
import { ItemPicker } from './item-picker';
import styles from './distribute-screen.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** 门票分发 / 日常分发: pick an approved item, enter the mobiles, 确认发放, see each result. */
export function DistributeScreen({ items, daily }: { items: Item[]; daily: boolean }) {
  const flow = useDistributeFlow(daily);
  if (items.length === 0) {
    return <ErrorBlock status="empty" title="暂无数据" description="没有审核通过、可发放的票券" />;
  }
  return (
    <div className="has-form-actions">
      {daily && (
        <p className={styles.dailyNote} role="note">
          日常分发：每人每天限领，次日可再次领取
        </p>
      )}
      {flow.outcome && <MobileResults results={flow.outcome.results} />}
      <ItemPicker items={items} value={flow.itemId} onChange={flow.setItemId} />
      <MobilesIssueForm
        id="distribute-mobiles"
        label="接收人手机号"
        placeholder={`每行一个号码，或用空格、逗号分隔\n支持直接粘贴，一次最多 ${MAX_MOBILES_PER_DISTRIBUTION} 个`}
        rows={{ minRows: 4, maxRows: 10 }}
        value={flow.text}
        onChange={flow.setText}
        parsed={flow.parsed}
        blocker={flow.blocker}
        tip="每个号码发放 1 张；未注册的号码会自动开通账号，对方用该手机号登录即可领取。"
        issuing={flow.issuing}
        onSubmit={flow.submit}
      />
    </div>
  );
}
