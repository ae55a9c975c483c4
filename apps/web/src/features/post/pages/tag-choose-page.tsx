import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEBOUNCE_POPUP_MS, POST_TAGS_MAX } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { useDebouncedValue } from '../../../components/ui/search-history';
import { useGoBack } from '../../../components/ui/use-go-back';
import { positiveId } from '../../../lib/routing/route-id';
import { usePostTags } from '../api/post-tags';
import { draftKeyOf, emptyPostDraft, readDraft, writeDraft } from '../components/post-draft';
import { tagNameError, toggleTag } from '../components/tag-rules';
import { SearchField } from '../../../components/ui/search-field';
import styles from '../components/community.module.css';

/**
 * /post/tag/choose (?id= when editing that post): search and pick existing tags or create one (the contract's
 * rules), up to 5; 确定 hands them back to the editor through its draft and goes back.
 */
export default function TagChoosePage() {
  const back = useGoBack('/post/create');
  const editId = positiveId(useSearchParams()[0].get('id'));
  const key = draftKeyOf(editId);
  const [chosen, setChosen] = useState(() => readDraft(key)?.tags ?? []);
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim(), DEBOUNCE_POPUP_MS);
  const tags = usePostTags(keyword);
  const list = tags.data?.list ?? [];
  const newName = text.trim();
  const canCreate = newName !== '' && !list.some((t) => t.name === newName) && !chosen.includes(newName);
  const createError = canCreate ? tagNameError(newName) : null;

  const toggle = (name: string) => {
    const r = toggleTag(chosen, name);
    if (r.error) Toast.show({ content: r.error });
    setChosen(r.tags);
  };
  const create = () => {
    if (createError) return void Toast.show({ content: createError });
    toggle(newName);
    setText('');
  };
  const confirm = () => {
    writeDraft(key, { ...(readDraft(key) ?? emptyPostDraft()), tags: chosen, tags_chosen: true });
    back();
  };

  return (
    <div className="page has-form-actions">
      <PageHeader />
      <div className={styles.bar}>
        <SearchField label="搜索话题" placeholder="搜索或创建话题" value={text} onChange={setText} onSearch={setText} />
      </div>
      <section className={styles.section} aria-label="已选话题">
        <h2 className={styles.heading}>
          已选话题 {chosen.length}/{POST_TAGS_MAX}
        </h2>
        {chosen.length === 0 ? (
          <p className={styles.muted}>还没有选择话题</p>
        ) : (
          <div className={styles.chips}>
            {chosen.map((t) => (
              <button
                key={t}
                type="button"
                className={styles.chosen}
                aria-label={`移除话题${t}`}
                onClick={() => toggle(t)}
              >
                #{t} ×
              </button>
            ))}
          </div>
        )}
      </section>
      <section className={styles.section} aria-label={keyword ? '搜索结果' : '热门话题'}>
        <h2 className={styles.heading}>{keyword ? '搜索结果' : '热门话题'}</h2>
        {canCreate && (
          <button type="button" className={styles.createTag} onClick={create}>
            创建话题 #{newName}
            {createError && <span className={styles.error}>（{createError}）</span>}
          </button>
        )}
        <ul className={styles.tagList}>
          {list.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                className={styles.tagRow}
                aria-pressed={chosen.includes(t.name)}
                onClick={() => toggle(t.name)}
              >
                <span>#{t.name}</span>
                <span className={styles.muted}>{t.post_count}篇帖子</span>
              </button>
            </li>
          ))}
        </ul>
        {tags.isSuccess && list.length === 0 && !canCreate && <p className={styles.muted}>暂无话题</p>}
      </section>
      <ActionBar>
        <Button color="primary" block onClick={confirm}>
          确定
        </Button>
      </ActionBar>
    </div>
  );
}
