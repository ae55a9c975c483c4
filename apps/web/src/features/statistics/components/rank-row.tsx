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
  // the figures are read out with the name: an aria-label replaces the content it labels
  const label = `${name || '未命名'}，第${rank}名，发放${f.issued}，核销${f.came}，核销率${percentText(f.writeoff_percent)}，占比${percentText(f.share_percent)}`;
  const body = (
    <>
      <span className={styles.rank} aria-label={`第${rank}名`}>
        {rank}
      </span>
      {avatar !== undefined && <Avatar className={styles.avatar} src={avatar} />}
      <div className={styles.rowMain}>
        <div className={styles.rowName}>{name || '未命名'}</div>
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
          aria-label={`立即查看${name}`}
          onClick={onOpen}
        >
          立即查看
        </Button>
      </article>
    );
  return (
    <button type="button" className={styles.row} aria-label={label} onClick={onOpen}>
      {body}
    </button>
  );
}
