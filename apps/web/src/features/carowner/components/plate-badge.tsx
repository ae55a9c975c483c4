import { isNewEnergyPlate } from './car-owner-values';
import styles from './carowner.module.css';

/** A plate as it looks on the car: blue, or green for a new-energy plate (8 characters). */
export function PlateBadge({ plate }: { plate: string }) {
  return (
    <span
      className={isNewEnergyPlate(plate) ? `${styles.plate} ${styles.plateGreen}` : styles.plate}
      aria-label={`车牌号 ${plate}`}
    >
      {plate}
    </span>
  );
}
