import { Avatar } from 'antd-mobile';
import { CardLink, cardProps } from './card-link';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './submitter-row.module.css';

export interface SubmitterRowProps {
  /** the row's accessible name */
  label: string;
  avatar: string;
  name: string;
  /** after the name (a masked mobile) */
  afterName?: ReactNode;
  /** the status tag, right of the name */
  status: ReactNode;
  /** what was submitted: the lines under the name */
  children: ReactNode;
  /** when, and what followed */
  time: ReactNode;
  /** the reviewer's remark, shown when there is one */
  remark?: ReactNode;
  /** a link to the record */
  onClick?: () => void;
}

/** Who submitted something for review (an audit, a sign-up): avatar, name, status, what, when and the remark. */
export function SubmitterRow(props: SubmitterRowProps) {
  const { label, avatar, name, afterName, status, children, time, remark, onClick } = props;
  return (
    <article className={cx(styles.row, onClick && styles.link)} {...cardProps(onClick, label)}>
      <Avatar className={styles.avatar} src={avatar} />
      <div className={styles.main}>
        <div className={styles.head}>
          <strong className={styles.name}>
            <CardLink onOpen={onClick} label={label}>
              {name}
            </CardLink>
          </strong>
          <span className={styles.after}>{afterName}</span>
          {status}
        </div>
        {children}
        <div className={styles.time}>{time}</div>
        {remark && <div className={styles.remark}>{remark}</div>}
      </div>
    </article>
  );
}
