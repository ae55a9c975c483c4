import { Button, Checkbox, List } from 'antd-mobile';
import type { Item } from '@kc/shared';
import type { Relation } from '../api/relation-info';
import { useRelationForm } from '../hooks/use-relation-form';
import { CouponChips } from './coupon-chips';
import { ErrorBlock } from '../../../components/ui/error-block';

/** The coupons a ticket bundles, a pending change, the approved coupons to choose and 提交审核. */
export function RelationForm({ relation, coupons }: { relation: Relation; coupons: Item[] }) {
  const form = useRelationForm(relation);
  return (
    <div className="has-form-actions">
      <section className="section relation-current" aria-label="当前关联">
        <h3>当前关联卡券</h3>
        <CouponChips coupons={relation.coupons} />
      </section>
      {relation.pending && (
        <section className="relation-pending" role="note" aria-label="待审核的修改">
          <p>
            <strong>有一项修改待审核</strong>，审核通过后关联以下卡券：
          </p>
          <CouponChips coupons={relation.pending} />
        </section>
      )}
      <section className="section relation-choose" aria-label="选择卡券">
        <h3>
          选择卡券<small>已选 {form.chosen.length}/10</small>
        </h3>
        {coupons.length === 0 ? (
          <ErrorBlock status="empty" title="暂无数据" description="没有审核通过的卡券" />
        ) : (
          <Checkbox.Group value={form.chosen} onChange={(v) => form.setChosen(v.map(Number))}>
            <List>
              {coupons.map((c) => (
                <List.Item key={c.id} description={c.project_name || undefined}>
                  <Checkbox value={c.id}>{c.name || '未命名'}</Checkbox>
                </List.Item>
              ))}
            </List>
          </Checkbox.Group>
        )}
        {form.error && (
          <p className="field-error relation-error" role="alert">
            {form.error}
          </p>
        )}
      </section>
      <p className="form-tip">关联后，领取该门票的用户将同时获得所选卡券；修改需审核通过后生效。</p>
      <div className="form-actions">
        <Button
          block
          color="primary"
          size="large"
          loading={form.saving}
          disabled={!!form.error || form.unchanged}
          onClick={form.submit}
        >
          提交审核
        </Button>
      </div>
    </div>
  );
}
