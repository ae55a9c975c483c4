import { Avatar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { personalPaths } from './personal-paths';
import styles from './personal.module.css';

export interface PersonRowProps {
  person: { uid: number; nickname: string; avatar: string };
  /** under the name (signature, block time) */
  sub?: ReactNode;
  /** right of the row (a follow button, 解除拉黑) */
  action?: ReactNode;
}

/** A person in a list: avatar and name (to the personal page), a line under it, an action on the right. */
export function PersonRow({ person, sub, action }: PersonRowProps) {
  const name = person.nickname || `用户${person.uid}`;
  return (
    <div className={styles.person}>
      <Link to={personalPaths.person(person.uid)} className={styles.personLink} aria-label={`${name}的主页`}>
        <Avatar className={styles.personAvatar} src={person.avatar} alt={`${name}的头像`} />
        <span className={styles.personText}>
          <span className={styles.personName}>{name}</span>
          {sub && <span className={styles.personSub}>{sub}</span>}
        </span>
      </Link>
      {action}
    </div>
  );
}
