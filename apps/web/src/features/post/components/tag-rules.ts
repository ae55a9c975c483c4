import { postFields, POST_TAGS_MAX } from '@kc/shared';

/** The contract's rule for one new tag name: null when it may be used, else the message. */
export const tagNameError = (name: string): string | null => {
  const r = postFields.tags.safeParse([name]);
  return r.success ? null : (r.error.issues[0]?.message ?? '话题无效');
};

/** The chosen tags with `name` added or removed; a sixth is refused with the message. */
export const toggleTag = (chosen: readonly string[], name: string): { tags: string[]; error?: string } => {
  if (chosen.includes(name)) return { tags: chosen.filter((t) => t !== name) };
  if (chosen.length >= POST_TAGS_MAX) return { tags: [...chosen], error: `最多${POST_TAGS_MAX}个话题` };
  return { tags: [...chosen, name] };
};
