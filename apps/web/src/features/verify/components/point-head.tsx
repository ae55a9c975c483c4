import styles from './point-head.module.css';

/** The write-off point the holder scanned: name, address and the item it checks. */
export function PointHead({ point }: { point: { point_name: string; point_location: string; item_name: string } }) {
  return (
    <section className={styles.head} aria-label="核销点">
      <span className={styles.label}>核销点</span>
      <h2>{point.point_name}</h2>
      {point.point_location && <p>{point.point_location}</p>}
      {point.item_name && <p>适用：{point.item_name}</p>}
    </section>
  );
}
