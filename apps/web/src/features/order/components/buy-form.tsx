import { Button, Radio, Selector, Space } from 'antd-mobile';
import { CountStepper } from '../../../components/ui/count-stepper';
import { Link, useNavigate } from 'react-router';
import type { SaleItem } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { useFamilyList } from '../api/family-list';
import { useBuyForm } from '../hooks/use-buy-form';
import { maxQuantity, yuan } from '../utils/order-text';
import { orderPaths } from '../utils/order-paths';
import { AmountBar } from './amount-bar';
import { SaleCard } from './sale-card';
import styles from './buy-form.module.css';

export interface BuyFormProps {
  /** the items to choose from (one: no choice) */
  choices: SaleItem[];
  /** the item of the link, chosen first */
  itemId?: number;
  spm: string;
  /** where unsaved choices are kept */
  storageKey: string;
}

/**
 * The buy form shared by /exhibition/ticket/buy and /app/distribute-buy: ticket type, quantity (1..stock,
 * per-user limit and 20), the holder (本人 or a family member, 管理常用领取人), the total, and 提交订单.
 */
export function BuyForm({ choices, itemId, spm, storageKey }: BuyFormProps) {
  const navigate = useNavigate();
  const flow = useBuyForm({ storageKey, itemId, spm });
  const family = useFamilyList();
  const item = flow.chosen(choices);
  if (!item) return null;

  const max = maxQuantity(item);
  const quantity = flow.quantityFor(item);
  const holder = flow.holderIn(family.data);
  const self = family.data?.find((r) => r.is_self);
  const members = family.data?.filter((r) => !r.is_self) ?? [];
  const soldOut = item.remaining <= 0;
  const formFirst = flow.formFirst?.itemId === item.item_id ? flow.formFirst : null;

  return (
    <div className="has-form-actions">
      <SaleCard item={item} />
      {choices.length > 1 && (
        <section className="section" aria-label="选择票种">
          <div className={styles.sectionTitle}>选择票种</div>
          <Selector
            className={styles.types}
            columns={2}
            value={[String(item.item_id)]}
            onChange={(v) => v[0] && flow.set('itemId', Number(v[0]))}
            options={choices.map((c) => ({
              value: String(c.item_id),
              disabled: c.remaining <= 0,
              label: (
                <>
                  <span className={styles.typeName}>{c.name}</span>
                  <span className={styles.typePrice}>
                    {yuan(c.sell_value)} · {c.remaining > 0 ? `剩余 ${c.remaining} 张` : '已售罄'}
                  </span>
                </>
              ),
            }))}
          />
        </section>
      )}
      <section className="section" aria-label="购买数量">
        <div className={styles.row}>
          <div>
            <span className={styles.rowLabel}>购买数量</span>
            <span className={styles.rowTip}>
              {soldOut ? '已售罄' : `剩余 ${item.remaining} 张 · 每人限购 ${item.per_user_limit} 张`}
            </span>
          </div>
          <CountStepper
            label="购买数量"
            min={1}
            max={Math.max(1, max)}
            digits={0}
            value={quantity}
            disabled={soldOut}
            onChange={(v) => flow.set('quantity', Math.max(1, Math.floor(v || 1)))}
          />
        </div>
      </section>
      <section className="section" aria-label="持票人">
        <div className={styles.sectionTitle}>
          <span>持票人</span>
          <Link to={orderPaths.recipients}>管理常用领取人</Link>
        </div>
        <Radio.Group value={holder} onChange={(v) => flow.set('holder', Number(v))}>
          <Space direction="vertical" block className={styles.holders}>
            <Radio value={0}>
              本人{self ? `（${self.name}）` : ''}
              {self && <span className={styles.holderMobile}>{self.mobile}</span>}
            </Radio>
            {members.map((r) => (
              <Radio key={r.id} value={r.id}>
                {r.name}
                <span className={styles.holderMobile}>{r.mobile}</span>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </section>
      {formFirst && (
        <div className={cx('notice-warning', styles.notice)} role="alert">
          <span>{formFirst.message}</span>
          <Button size="mini" color="warning" onClick={() => void navigate(orderPaths.form(formFirst.itemId))}>
            去填写报名表
          </Button>
        </div>
      )}
      <AmountBar label="合计" amount={item.sell_value * quantity}>
        <Button
          color="primary"
          loading={flow.submitting}
          disabled={soldOut}
          onClick={() => flow.submit(item, family.data)}
        >
          {soldOut ? '已售罄' : '提交订单'}
        </Button>
      </AmountBar>
    </div>
  );
}
