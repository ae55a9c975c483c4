import type { ExhibitionBrand } from '@kc/shared';
import styles from './exhibition.module.css';

/** A grid of brand logos with their names (the 展会 tab's preview). */
export function BrandLogos({ brands }: { brands: ExhibitionBrand[] }) {
  return (
    <ul className={styles.logos} aria-label="参展品牌">
      {brands.map((b) => (
        <li key={b.id} className={styles.logoCell}>
          {b.logo ? (
            <img className={styles.logo} src={b.logo} alt={`${b.name}的标志`} loading="lazy" />
          ) : (
            <span className={styles.logo} aria-hidden="true" />
          )}
          <span className={styles.logoName}>{b.name}</span>
        </li>
      ))}
    </ul>
  );
}
