import type { FastifyBaseLogger } from 'fastify';
import { APP_NAME_COOKIE, idField, isPositiveIntParam, resolveAppName, type AppName } from '@kc/shared';
import type { Services } from '../../services.js';
import { AppError } from './errors.js';

/**
 * The first frame of a shared page, drawn into index.html's splash before any script runs (docs/architecture.md,
 * "A shared page's first frame"): the picture and title of the post, event or car a link opens. On a phone's slow network the
 * person sees what they opened at once, instead of the logo until the app, the page's code, its data and then its
 * picture have come one after another; the app's page then takes over with the same picture, already downloaded.
 *
 * A preview is what an anonymous caller of the page's own call is shown (the HTML request carries no session): the
 * service applies its visibility rules (a hidden post, an unpublished event: no preview), which stay its only home.
 */
export interface PagePreview {
  image: string;
  title: string;
  /** the picture's shape as the page shows it: 16:9 (a post's or event's cover, the default) or 3:2 (a car's photo) */
  shape?: 'wide' | 'photo';
  /**
   * the variant the preview is of, when the page shows the variant's own (the 展会 tab): the app takes a preview of
   * another variant than the one it uses out of the splash as it starts (`dropPreviewOfOtherVariant`, app/variant.ts)
   */
  appName?: AppName;
}

/** the preview of the record `id` (0 for a route without one), for a visitor of the variant `appName` at `search` */
type Source = (id: number, request: { appName: AppName; search: URLSearchParams }) => Promise<PagePreview | null>;

/**
 * The routes with a preview (patterns of the route table), and where the id is: the path's last part, `?id=`, or none
 * (the 活动 tab: its first banner, as its carousel opens; the 展会 tab: its variant's current exhibition, or the first of
 * the list the general variant shows).
 */
export const pagePreviews = (
  s: Pick<Services, 'posts' | 'funly' | 'content' | 'showcase' | 'exhibition'>,
): Record<string, { id: 'path' | 'query' | 'none'; of: Source }> => ({
  '/funly': {
    id: 'none',
    of: async () => {
      const [first] = (await s.content.banners('home')).list;
      return first?.image ? { image: first.image, title: first.title } : null;
    },
  },
  '/exhibition': {
    id: 'none',
    of: async (_, { appName, search }) => {
      // one exhibition picked from the list (?project_id=) shows that one: no preview
      if (search.has('project_id')) return null;
      const { current, list } = await s.exhibition.current(appName);
      const shown = current ?? list[0];
      return shown?.cover ? { image: shown.cover, title: shown.name, appName } : null;
    },
  },
  '/post/:id': {
    id: 'path',
    of: async (id) => {
      const post = await s.posts.show(null, { id });
      // a repost shows its original's pictures (when the original is still shown)
      const image = post.images[0] ?? (post.relay_of?.visible ? post.relay_of.images[0] : undefined);
      return image ? { image, title: `${post.author.nickname}的帖子` } : null;
    },
  },
  '/funly/show': {
    id: 'query',
    of: async (id) => {
      const event = await s.funly.show(null, { id });
      return event.cover ? { image: event.cover, title: event.title } : null;
    },
  },
  '/show-car/detail': {
    id: 'query',
    of: async (id) => {
      // a listed or sold car, as its page shows it to anyone: its first photo, in the gallery's 3:2
      const car = await s.showcase.detail(null, id);
      const [image] = car.photos;
      return image ? { image, title: car.name, shape: 'photo' } : null;
    },
  },
});

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A picture of this site or of an https host (what the app's pages show); anything else gets no preview. */
const safeImage = (url: string) =>
  (/^\/[^/\\]/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url)) && !/[\s"'<>]/.test(url);

/** index.html with the preview in its splash (unchanged when the HTML has no splash or the picture is not safe). */
export const htmlWithPreview = (html: string, preview: PagePreview): string => {
  const open = '<div id="boot-splash" class="boot-splash"';
  const at = html.indexOf(open);
  const end = at < 0 ? -1 : html.indexOf('>', at);
  if (end < 0 || !safeImage(preview.image)) return html;
  const title = escapeHtml(preview.title.slice(0, 40));
  const frame =
    `<img class="boot-preview${preview.shape === 'photo' ? ' boot-preview-photo' : ''}" src="${escapeHtml(preview.image)}" alt="" fetchpriority="high">` +
    `<div class="boot-preview-title">${title}</div>`;
  const variant = preview.appName ? ` data-preview-app="${escapeHtml(preview.appName)}"` : '';
  return `${html.slice(0, at)}<div id="boot-splash" class="boot-splash has-preview"${variant}${html.slice(at + open.length, end + 1)}${frame}${html.slice(end + 1)}`;
};

/** A record id of the address as the calls take it (the route parameter rule, then the calls' `idField`), or null. */
const positiveId = (raw: string | null | undefined): number | null => {
  if (!isPositiveIntParam(raw ?? undefined)) return null;
  const id = idField().safeParse(Number(raw));
  return id.success ? id.data : null;
};

/**
 * The variant of an HTML request as the app will resolve it (app/variant.ts): the `appName` query wins (empty or
 * unknown: the default), else the one the app keeps (its cookie), else the default.
 */
const appNameOfRequest = (search: URLSearchParams, cookieHeader: string | undefined): AppName => {
  if (search.has('appName')) return resolveAppName(search.get('appName'));
  const kept = cookieHeader
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === APP_NAME_COOKIE)?.[1];
  return resolveAppName(kept);
};

/** The preview of a cold load of `route` at `url`, or null (no such route, no id, not shown to anyone, no picture). */
export const previewFor = async (
  sources: ReturnType<typeof pagePreviews>,
  route: string,
  pathname: string,
  search: URLSearchParams,
  log: FastifyBaseLogger,
  cookieHeader?: string,
): Promise<PagePreview | null> => {
  const source = sources[route];
  if (!source) return null;
  const id =
    source.id === 'none' ? 0 : positiveId(source.id === 'path' ? pathname.split('/').at(-1) : search.get('id'));
  if (id === null) return null;
  try {
    return await source.of(id, { appName: appNameOfRequest(search, cookieHeader), search });
  } catch (e) {
    // not found or not shown: the page itself says so once it runs
    if (!(e instanceof AppError)) log.warn({ err: (e as Error).message, route }, 'page preview');
    return null;
  }
};
