import type { MyPoint } from '../api/checker-items';

/** The point being scanned at: its name, the item, today's write-offs there. */
export function PointBanner({ point }: { point: MyPoint }) {
  return (
    <section className="point-banner" aria-label="当前核销点">
      <div className="point-banner-main">
        <span className="point-banner-label">当前核销点</span>
        <strong className="point-banner-name">{point.point_name}</strong>
        <span className="point-banner-item">{point.item.name}</span>
      </div>
      <div className="point-banner-today">
        <span>今日核销</span>
        <strong>{point.today}</strong>
      </div>
    </section>
  );
}
