import { Button, ErrorBlock, TextArea } from 'antd-mobile';
import type { Item } from '@kc/shared';
import { useDistributeFlow } from '../hooks/use-distribute-flow';
import { MAX_MOBILES_PER_DISTRIBUTION } from '../utils/distribute-limits';
import { DistributeResults } from './distribute-results';
import { ItemPicker } from './item-picker';
import { ParsedMobilesSummary } from './parsed-mobiles-summary';

/** 门票分发 / 日常分发: pick an approved item, enter the mobiles, 确认发放, see each result. */
export function DistributeScreen({ items, daily }: { items: Item[]; daily: boolean }) {
  const flow = useDistributeFlow(daily);
  const count = flow.parsed.mobiles.length;
  if (items.length === 0) {
    return <ErrorBlock status="empty" title="暂无数据" description="没有审核通过、可发放的票券" />;
  }
  return (
    <div className="has-form-actions">
      {daily && (
        <p className="distribute-daily-note" role="note">
          日常分发：每人每天限领，次日可再次领取
        </p>
      )}
      {flow.outcome && <DistributeResults outcome={flow.outcome} />}
      <ItemPicker items={items} value={flow.itemId} onChange={flow.setItemId} />
      <section className="section distribute-input">
        <h3 className="distribute-title">
          <label htmlFor="distribute-mobiles">接收人手机号</label>
        </h3>
        <TextArea
          className="distribute-textarea"
          id="distribute-mobiles"
          placeholder={`每行一个号码，或用空格、逗号分隔\n支持直接粘贴，一次最多 ${MAX_MOBILES_PER_DISTRIBUTION} 个`}
          value={flow.text}
          onChange={flow.setText}
          autoSize={{ minRows: 4, maxRows: 10 }}
        />
        <ParsedMobilesSummary parsed={flow.parsed} blocker={flow.blocker} />
      </section>
      <p className="form-tip">每个号码发放 1 张；未注册的号码会自动开通账号，对方用该手机号登录即可领取。</p>
      <div className="form-actions">
        <Button
          block
          color="primary"
          size="large"
          loading={flow.issuing}
          disabled={!!flow.blocker}
          onClick={flow.submit}
        >
          {count > 0 ? `确认发放（${count}人）` : '确认发放'}
        </Button>
      </div>
    </div>
  );
}
