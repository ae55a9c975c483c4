import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DEBOUNCE_POPUP_MS } from '@kc/shared';
import { PostFeed, postPaths } from '../../../components/feed';
import { confirmAction } from '../../../components/ui/confirm';
import { PageHeader } from '../../../components/ui/page-header';
import { useDebouncedValue, useSearchHistory } from '../../../components/ui/search-history';
import { usePostTags } from '../api/post-tags';
import { SearchField } from '../../../components/ui/search-field';
import styles from '../components/community.module.css';

type Tab = 'latest' | 'following' | 'tag';
const HISTORY_KEY = 'tag-search-history';

/** Tags matching the keyword (500 ms after the last keystroke); a tap picks one. */
function TagResults({ keyword, onPick }: { keyword: string; onPick: (tag: string) => void }) {
  const q = usePostTags(keyword);
  const list = q.data?.list ?? [];
  return (
    <section className={styles.section} aria-label="话题搜索结果">
      {q.isPending ? (
        <p className={styles.muted}>搜索中…</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>没有找到相关话题</p>
      ) : (
        <ul className={styles.tagList}>
          {list.map((t) => (
            <li key={t.id}>
              <button type="button" className={styles.tagRow} onClick={() => onPick(t.name)}>
                <span>#{t.name}</span>
                <span className={styles.muted}>{t.post_count}篇帖子</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The search history and the hot tags, as chips. */
function TagChips({
  history,
  onPick,
}: {
  history: ReturnType<typeof useSearchHistory>;
  onPick: (tag: string) => void;
}) {
  const hot = usePostTags('', 10);
  const clear = async () => {
    if (await confirmAction('确定清空搜索历史？')) history.clear();
  };
  return (
    <>
      {history.list.length > 0 && (
        <section className={styles.section} aria-label="搜索历史">
          <div className={styles.head}>
            <h2 className={styles.heading}>搜索历史</h2>
            <button type="button" onClick={() => void clear()}>
              清空
            </button>
          </div>
          <div className={styles.chips}>
            {history.list.map((h) => (
              <button key={h} type="button" className={styles.chip} onClick={() => onPick(h)}>
                {h}
              </button>
            ))}
          </div>
        </section>
      )}
      {(hot.data?.list.length ?? 0) > 0 && (
        <section className={styles.section} aria-label="热门话题">
          <h2 className={styles.heading}>热门话题</h2>
          <div className={styles.chips}>
            {hot.data?.list.map((t) => (
              <button key={t.id} type="button" className={styles.chip} onClick={() => onPick(t.name)}>
                #{t.name}
              </button>
            ))}
          </div>
        </section>
      )}
    </>
  );
}

/**
 * /tag/search, the community entry 车友圈: a tag search (500 ms debounce, history), the hot tags, and the feeds
 * 最新 / 关注 / the chosen tag's (`?tag=`, so a post's tag link opens it); 发帖 opens the editor.
 */
export default function CommunityPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tag = search.get('tag') ?? '';
  const [tab, setTab] = useState<Tab>(tag ? 'tag' : 'latest');
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim(), DEBOUNCE_POPUP_MS);
  const history = useSearchHistory(HISTORY_KEY);

  const pick = (name: string) => {
    history.add(name);
    setText('');
    setTab('tag');
    setSearch({ tag: name }, { replace: true });
  };
  const searching = text.trim() !== '' && keyword !== '';

  return (
    <div className="page">
      <PageHeader
        title="车友圈"
        right={
          <button type="button" className={styles.postButton} onClick={() => void navigate(postPaths.create())}>
            发帖
          </button>
        }
      />
      <div className={styles.bar}>
        <SearchField
          label="搜索话题"
          placeholder="搜索话题"
          value={text}
          onChange={setText}
          onSearch={(v) => {
            setText(v);
            if (v.trim()) history.add(v.trim());
          }}
        />
      </div>
      {searching ? (
        <TagResults keyword={keyword} onPick={pick} />
      ) : (
        <>
          <TagChips history={history} onPick={pick} />
          <div className={styles.tabs}>
            <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)}>
              <Tabs.Tab key="latest" title="最新" />
              <Tabs.Tab key="following" title="关注" />
              {tag && <Tabs.Tab key="tag" title={`#${tag}`} />}
            </Tabs>
          </div>
          {tab === 'tag' && tag ? (
            <PostFeed key={`tag-${tag}`} query={{ kind: 'tag', tag }} empty="这个话题还没有帖子，来发第一帖吧" />
          ) : tab === 'following' ? (
            <PostFeed key="following" query={{ kind: 'following' }} empty="关注的车友还没有发帖" />
          ) : (
            <PostFeed key="latest" query={{ kind: 'latest' }} empty="还没有帖子，来发第一帖吧" />
          )}
        </>
      )}
    </div>
  );
}
