import styles from './stats.module.css';

export interface StatsFigure {
  label: string;
  value: number | string;
  unit?: string;
  /** opens the rows behind the figure */
  onOpen?: () => void;
}

/** The overview cards: a label and a figure, two per line; a card with rows behind it opens them. */
export function StatsFigures({ figures }: { figures: StatsFigure[] }) {
  return (
    <div className={styles.grid} role="list" aria-label="活动数据概览">
      {figures.map((f) => {
        const body = (
          <>
            <span className={styles.figureLabel}>{f.label}</span>
            <span className={styles.figureValue}>
              {f.value}
              {f.unit && <span className={styles.figureUnit}>{f.unit}</span>}
            </span>
          </>
        );
        return (
          <div key={f.label} role="listitem" aria-label={`${f.label} ${f.value}${f.unit ?? ''}`}>
            {f.onOpen ? (
              <button type="button" className={styles.figure} onClick={f.onOpen}>
                {body}
              </button>
            ) : (
              <div className={styles.figure}>{body}</div>
            )}
          </div>
        );
      })}
    </div>
  );
}
