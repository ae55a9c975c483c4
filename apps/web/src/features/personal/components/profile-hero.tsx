import { Avatar, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { Profile } from '@kc/shared';
import styles from './personal.module.css';

export interface ProfileHeroProps {
  profile: Profile;
  /** buttons right of the avatar (follow, edit) */
  actions?: ReactNode;
  /** opens 粉丝 or 关注 of this person; none while they are hidden (blocked) */
  onOpenList?: (type: 'following' | 'followers') => void;
}

/** The head of a personal page: cover, avatar, nickname with badges, signature and the counts 帖子 / 粉丝 / 关注. */
export function ProfileHero({ profile: p, actions, onOpenList }: ProfileHeroProps) {
  const name = p.nickname || `用户${p.uid}`;
  const count = (label: string, n: number, type?: 'following' | 'followers') =>
    type && onOpenList ? (
      <button type="button" className={styles.count} onClick={() => onOpenList(type)} aria-label={`${n} ${label}`}>
        <strong>{n}</strong>
        {label}
      </button>
    ) : (
      <span className={styles.count}>
        <strong>{n}</strong>
        {label}
      </span>
    );
  return (
    <section className={styles.hero} aria-label="个人资料">
      {p.cover_image ? (
        <img className={styles.cover} src={p.cover_image} alt={`${name}的主页封面`} />
      ) : (
        <div className={styles.coverEmpty} />
      )}
      <div className={styles.identity}>
        <Avatar className={styles.avatar} src={p.avatar} alt={`${name}的头像`} />
        <div className={styles.actions}>{actions}</div>
      </div>
      <div className={styles.names}>
        <h1 className={styles.nickname}>
          {name}
          {p.badges.length > 0 && (
            <span className={styles.badges}>
              {p.badges.map((b) => (
                <Tag key={b} color="warning" fill="outline">
                  {b}
                </Tag>
              ))}
            </span>
          )}
        </h1>
        <p className={styles.signature}>{p.signature || '这个人很懒，什么都没有写'}</p>
      </div>
      <div className={styles.counts}>
        {count('帖子', p.post_count)}
        {count('粉丝', p.follower_count, 'followers')}
        {count('关注', p.following_count, 'following')}
      </div>
    </section>
  );
}
