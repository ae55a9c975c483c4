import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import type { PersonCard } from '@kc/shared';
import { CursorList } from '../../../components/feed';
import { useSession } from '../../../lib/session';
import { fetchFollowPage, type FollowType } from '../api/follow-list';
import { personalKeys } from '../api/personal-keys';
import { FollowButton } from './follow-button';
import { PersonRow } from './person-row';
import styles from './personal.module.css';

const TABS: { key: FollowType; title: string }[] = [
  { key: 'following', title: '关注' },
  { key: 'followers', title: '粉丝' },
];

/** One person of a follow list; the button keeps the server's answer (the list is not reloaded). */
function FollowRow({ person, me }: { person: PersonCard; me: boolean }) {
  const [following, setFollowing] = useState(person.following);
  return (
    <PersonRow
      person={person}
      sub={person.signature || undefined}
      action={
        me ? undefined : <FollowButton uid={person.uid} following={following} size="mini" onChange={setFollowing} />
      }
    />
  );
}

export interface FollowListsProps {
  /** whose lists (0 = mine) */
  uid: number;
  type: FollowType;
  onType: (type: FollowType) => void;
}

/** The tabs 关注 / 粉丝 of a person, each a keyset list with follow buttons (not on myself). */
export function FollowLists({ uid, type, onType }: FollowListsProps) {
  const myUid = useSession((s) => s.uid);
  const mine = uid === 0 || uid === myUid;
  return (
    <>
      <div className={styles.tabs}>
        <Tabs activeKey={type} onChange={(k) => onType(k as FollowType)}>
          {TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.title} />
          ))}
        </Tabs>
      </div>
      <CursorList<PersonCard>
        key={type}
        queryKey={personalKeys.follow(uid, type)}
        fetchPage={fetchFollowPage(uid, type)}
        itemKey={(p) => p.uid}
        emptyText={
          type === 'following'
            ? mine
              ? '你还没有关注任何人'
              : '还没有关注任何人'
            : mine
              ? '你还没有粉丝'
              : '还没有粉丝'
        }
        renderItem={(p) => <FollowRow person={p} me={p.uid === myUid} />}
      />
    </>
  );
}
