import { Image, Tag } from 'antd-mobile';
import { formatDate, formatYuan, type FunlyDetail } from '@kc/shared';
import { KeyValueList, type KeyValueRow } from '../../../components/ui/key-value-list';
import styles from './funly-audit-view.module.css';
import { RichTextView } from '../../../components/ui/rich-text-view';

const span = (a: number | null, b: number | null) =>
  a === null ? '未填写' : `${formatDate(a, 'y.m.d h:i')} 至 ${b === null ? '未填写' : formatDate(b, 'y.m.d h:i')}`;

const yesNo = (v: boolean) => (v ? '是' : '否');

/**
 * An event as it would be after passing (audit type funly): cover, title, kind, time, sign-up window, place,
 * capacity and rules, related tickets and coupons, description. Fields a change touches are marked 已修改.
 */
export function FunlyAuditView({ funly: f, changes }: { funly: FunlyDetail; changes: Record<string, unknown> }) {
  const changed = (...keys: string[]) => keys.some((k) => k in changes);
  const badge = (...keys: string[]) =>
    changed(...keys) ? (
      <Tag color="warning" fill="outline" className={styles.badge}>
        已修改
      </Tag>
    ) : undefined;
  const row = (label: string, value: KeyValueRow['value'], ...keys: string[]): KeyValueRow => ({
    label,
    value,
    highlight: changed(...keys),
    badge: badge(...keys),
  });
  const tickets = f.relations.filter((r) => r.product_type === 1);
  const coupons = f.relations.filter((r) => r.product_type !== 1);
  const names = (list: typeof f.relations, priced: boolean) =>
    list.length === 0
      ? '无'
      : list
          .map((r) => (priced ? `${r.name}（${r.sell_value > 0 ? `¥${formatYuan(r.sell_value)}` : '免费'}）` : r.name))
          .join('、');

  return (
    <>
      <section className={`section ${styles.head}`} aria-label="活动">
        {f.cover ? (
          <Image src={f.cover} alt={`${f.title || '活动'}的封面`} className={styles.cover} fit="cover" />
        ) : (
          <div className={styles.noCover}>未上传封面</div>
        )}
        <h2 className={styles.title}>
          {f.title || '未命名活动'}
          {badge('title', 'cover')}
        </h2>
        <p className={styles.meta}>
          {f.kind_label || '未选择类型'} · {f.business_name}
        </p>
      </section>
      <KeyValueList
        title="活动信息"
        rows={[
          row('活动类型', f.kind_label || '未选择', 'kind'),
          row('活动时间', span(f.start_time, f.end_time), 'start_time', 'end_time'),
          row('报名时间', span(f.signup_start, f.signup_end), 'signup_start', 'signup_end'),
          row('活动地点', [f.place, f.address].filter(Boolean).join(' ') || '未填写', 'place', 'address'),
          row(
            '坐标',
            f.longitude !== null && f.latitude !== null ? `${f.longitude}, ${f.latitude}` : '未填写',
            'longitude',
            'latitude',
          ),
          row('人数上限', f.capacity === 0 ? '不限' : `${f.capacity}人`, 'capacity'),
          row('可带同行', `${f.max_companions}人`, 'max_companions'),
          row('报名审核', yesNo(f.need_approval), 'need_approval'),
          row('候补', yesNo(f.waitlist), 'waitlist'),
          row('报名表', f.form_id === null ? '无' : `报名表 #${f.form_id}`, 'form_id'),
          row('关联门票', names(tickets, true), 'ticket_ids'),
          row('关联卡券', names(coupons, false), 'coupon_ids'),
          ...(tickets.some((t) => t.sell_value > 0)
            ? [row('支付顺序', f.payment_order === 2 ? '先填表后支付' : '先支付后填表', 'payment_order')]
            : []),
        ]}
      />
      <section className="section" aria-label="活动介绍">
        <h3 className="kv-title">
          活动介绍
          {badge('description')}
        </h3>
        {f.description ? (
          <RichTextView html={f.description} />
        ) : (
          <p className={styles.muted}>暂无介绍</p>
        )}
      </section>
    </>
  );
}
