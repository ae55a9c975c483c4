/**
 * The agent's link as a full URL to share. The server gives it from the site root (`/static-kc2/…?spm=…`);
 * a link that is already absolute is kept.
 */
export const absoluteLink = (link: string, origin: string = window.location.origin): string =>
  /^https?:\/\//i.test(link) ? link : `${origin.replace(/\/+$/, '')}/${link.replace(/^\/+/, '')}`;
