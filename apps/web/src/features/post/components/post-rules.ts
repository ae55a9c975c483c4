import { bbsCreate, type CallQuery } from '@kc/shared';
import type { PostDraft } from './post-draft';

export type PostQuery = CallQuery<typeof bbsCreate>;
export type PostErrors = Partial<Record<'body' | 'images' | 'video' | 'tags' | 'link_id', string>>;

/** The create/update query of a draft (the link as link_type + link_id). */
export const queryOfDraft = (d: PostDraft): PostQuery => ({
  body: d.body,
  images: d.images,
  video: d.video,
  video_cover: d.video_cover,
  tags: d.tags,
  ...(d.link ? { link_type: d.link.type, link_id: d.link.id } : {}),
});

/** The contract's rules on a draft: the query to send, or the first message per field. */
export const checkPost = (d: PostDraft): { ok: true; query: PostQuery } | { ok: false; errors: PostErrors } => {
  const query = queryOfDraft(d);
  const r = bbsCreate.query.safeParse(query);
  if (r.success) return { ok: true, query };
  const errors: PostErrors = {};
  for (const issue of r.error.issues) {
    const head = String(issue.path[0] ?? 'body');
    const field = (head === 'video_cover' ? 'video' : head) as keyof PostErrors;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
};
