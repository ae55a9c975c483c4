import styles from './stats-figures.module.css';

export interface StatsFigure {
  label: string;
  value: number | string;
  unit?: string;
  /** a second line under the figure, e.g. 核销率 35.2% */
  note?: string;
  /** opens the rows behind the figure */
  onOpen?: () => void;
}

/** The overview cards: a label and a figure, two per line; a card with rows behind it opens them. */
export function StatsFigures({ figures, label = '数据概览' }: { figures: StatsFigure[]; label?: string }) {
  return (
    <div className={styles.grid} role="list" aria-label={label}>
      {figures.map((f) => {
        const body = (
          <>
            <span className={styles.figureLabel}>{f.label}</span>
            <span className={styles.figureValue}>
              {f.value}
              {f.unit && <span className={styles.figureUnit}>{f.unit}</span>}
            </span>
            {f.note && <span className={styles.figureNote}>{f.note}</span>}
          </>
        );
        return (
          <div
            key={f.label}
            role="listitem"
            aria-label={`${f.label} ${f.value}${f.unit ?? ''}${f.note ? `，${f.note}` : ''}`}
          >
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
