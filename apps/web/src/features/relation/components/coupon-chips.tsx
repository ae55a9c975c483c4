import { Tag } from 'antd-mobile';

/** Coupon names as chips, or 暂无 when none. */
export function CouponChips({ coupons }: { coupons: { id: number; name: string }[] }) {
  if (coupons.length === 0) return <span className="relation-none">暂无</span>;
  return (
    <div className="relation-chips">
      {coupons.map((c) => (
        <Tag key={c.id} color="primary" fill="outline">
          {c.name}
        </Tag>
      ))}
    </div>
  );
}
