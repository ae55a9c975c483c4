import { useEffect, useState } from 'react';
import { POST_LINK_TYPES, type Post, type PostLinkType } from '@kc/shared';

/** What the post editor holds: the contract's fields, the link with what the card shows of it. */
export interface PostDraft {
  body: string;
  images: string[];
  video: string;
  video_cover: string;
  tags: string[];
  link: { type: PostLinkType; id: number; title: string; cover: string } | null;
  /** set by the tag page when it hands tags back: the editor is not restoring an abandoned draft then */
  tags_chosen?: boolean;
}

export const emptyPostDraft = (): PostDraft => ({
  body: '',
  images: [],
  video: '',
  video_cover: '',
  tags: [],
  link: null,
});

/** The draft of a new post, or of the edit of post `id` (localStorage, so it outlives the tab). */
export const draftKeyOf = (id?: number): string => (id ? `post-draft-${id}` : 'post-draft-new');

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export const readDraft = (key: string, storage: Storage = localStorage): PostDraft | undefined => {
  try {
    const v = JSON.parse(storage.getItem(key) ?? 'null') as Partial<PostDraft> | null;
    if (!v || typeof v !== 'object') return undefined;
    const link = v.link && POST_LINK_TYPES.includes(v.link.type) && Number.isInteger(v.link.id) ? v.link : null;
    return {
      body: typeof v.body === 'string' ? v.body : '',
      images: isStrings(v.images) ? v.images : [],
      video: typeof v.video === 'string' ? v.video : '',
      video_cover: typeof v.video_cover === 'string' ? v.video_cover : '',
      tags: isStrings(v.tags) ? v.tags : [],
      link,
      ...(v.tags_chosen ? { tags_chosen: true } : {}),
    };
  } catch {
    return undefined;
  }
};

export const writeDraft = (key: string, d: PostDraft, storage: Storage = localStorage): void =>
  storage.setItem(key, JSON.stringify(d));

export const clearDraft = (key: string, storage: Storage = localStorage): void => storage.removeItem(key);

/** The editor's values of an existing post (edit). */
export const draftOfPost = (p: Post): PostDraft => ({
  body: p.body,
  images: p.images,
  video: p.video,
  video_cover: p.video_cover,
  tags: p.tags,
  link: p.link,
});

/**
 * The editor's state over a localStorage draft: restored from it when there is one (`restored` unless the tag page
 * just handed tags back, `patch` on top: a link asked by the URL), saved on every change, forgotten with `clear` once
 * published.
 */
export function usePostDraft(key: string, initial: () => PostDraft, patch?: Partial<PostDraft>) {
  const [start] = useState(() => {
    const stored = readDraft(key);
    return { stored, restored: !!stored && !stored.tags_chosen };
  });
  const [values, setValues] = useState<PostDraft>(() => {
    if (!start.stored) return initial();
    const { tags_chosen: _ignored, ...rest } = start.stored;
    return { ...rest, ...patch };
  });
  const [dirty, setDirty] = useState(!!start.stored);

  useEffect(() => {
    if (dirty) writeDraft(key, values);
  }, [key, dirty, values]);

  const set = <K extends keyof PostDraft>(field: K, value: PostDraft[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setDirty(true);
  };
  /** Saves now (before leaving for the tag page). */
  const save = () => writeDraft(key, values);
  const clear = () => {
    setDirty(false);
    clearDraft(key);
  };
  return { values, set, save, clear, restored: start.restored };
}
