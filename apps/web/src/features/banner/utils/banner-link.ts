import { BASE_PATH } from '../../../config/env';

export type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/** Where a banner's link goes: an app path (navigate), a web address (leave the app), or nowhere. */
export const bannerTarget = (link: string, basePath: string = BASE_PATH): BannerTarget => {
  const value = link.trim();
  if (/^https?:\/\//i.test(value)) return { kind: 'external', href: value };
  if (value.startsWith('/') && !value.startsWith('//')) {
    const to = basePath && value.startsWith(`${basePath}/`) ? value.slice(basePath.length) : value;
    return { kind: 'internal', to };
  }
  return null;
};
