import { Avatar, Button } from 'antd-mobile';
import { percentText } from './record-figures';
import styles from './statistics.module.css';

export interface RankFigures {
  issued: number;
  came: number;
  writeoff_percent: number;
  share_percent: number;
}

export interface RankRowProps {
  /** place in the ranking, from 1 */
  rank: number;
  name: string;
  /** a person's or channel's picture (none for projects and items) */
  avatar?: string;
  sub?: string;
  figures: RankFigures;
  onOpen: () => void;
  /** 立即查看 instead of opening by a tap on the row */
  viewNow?: boolean;
}

/** One ranked row: place, name, and 发放, 核销, 核销率, 占比 in the range. */
export function RankRow({ rank, name, avatar, sub, figures: f, onOpen, viewNow }: RankRowProps) {
  // the row is named by what it shows (WCAG 2.5.3), the place read after the name: 某某，第N名 …
  const label = `${name || '未命名'}，第${rank}名`;
  const body = (
    <>
      <span className={styles.rank} aria-hidden>
        {rank}
      </span>
      {avatar !== undefined && <Avatar className={styles.avatar} src={avatar} />}
      <div className={styles.rowMain}>
        <div className={styles.rowName}>
          {name || '未命名'}
          <span className="sr-only">，第{rank}名</span>
        </div>
        {sub && <div className={styles.rowSub}>{sub}</div>}
        <ul className={styles.figures}>
          <li>
            发放<strong>{f.issued}</strong>
          </li>
          <li>
            核销<strong>{f.came}</strong>
          </li>
          <li>
            核销率<strong>{percentText(f.writeoff_percent)}</strong>
          </li>
          <li>
            占比<strong>{percentText(f.share_percent)}</strong>
          </li>
        </ul>
      </div>
    </>
  );
  if (viewNow)
    return (
      <article className={styles.row} aria-label={label}>
        {body}
        <Button
          className={styles.viewNow}
          size="mini"
          color="primary"
          fill="outline"
          aria-label={`立即查看，${name}`}
          onClick={onOpen}
        >
          立即查看
        </Button>
      </article>
    );
  return (
    <button type="button" className={styles.row} onClick={onOpen}>
      {body}
    </button>
  );
}
