/** The write-off point the holder scanned: name, address and the item it checks. */
export function PointHead({ point }: { point: { point_name: string; point_location: string; item_name: string } }) {
  return (
    <section className="point-head" aria-label="核销点">
      <span className="point-head-label">核销点</span>
      <h2>{point.point_name}</h2>
      {point.point_location && <p className="point-head-location">{point.point_location}</p>}
      {point.item_name && <p className="point-head-item">适用：{point.item_name}</p>}
    </section>
  );
}
