import type { ExhibitionSummary } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { StatusTag } from './status-tag';
import styles from './exhibition.module.css';

/** The exhibition's cover with its name, kind and status (a plain band when it has no cover). */
export function ExhibitionHero({ exhibition: e }: { exhibition: ExhibitionSummary }) {
  return (
    <header className={styles.hero}>
      {e.cover && <img className={styles.heroImage} src={e.cover} alt={`${e.name}的封面`} />}
      <div className={cx(styles.heroText, !e.cover && styles.heroPlain)}>
        <h1 className={styles.heroName}>{e.name}</h1>
        <div className={styles.heroTags}>
          <StatusTag status={e.status} label={e.status_label} />
          <span className={styles.tag}>{e.kind_label}</span>
        </div>
      </div>
    </header>
  );
}
