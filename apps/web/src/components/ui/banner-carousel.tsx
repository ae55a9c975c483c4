import { useNavigate } from 'react-router';
import { BASE_PATH } from '../../config/env';
import styles from './banner-carousel.module.css';
import { SnapCarousel } from './snap-carousel';

export interface CarouselBanner {
  id: number | string;
  title: string;
  image: string;
  link: string;
}

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

/** Opens a banner's link: app paths through the router, web addresses by leaving the app. */
export function useOpenBanner(): (banner: Pick<CarouselBanner, 'link'>) => void {
  const navigate = useNavigate();
  return (banner) => {
    const target = bannerTarget(banner.link);
    if (target?.kind === 'internal') void navigate(target.to);
    else if (target?.kind === 'external') window.location.href = target.href;
  };
}

/**
 * Banners sliding above a list (the event home, the demo list-banner): autoplay from two banners on (SnapCarousel:
 * held while touched or focused, still for a reader who asked for less motion), each a named button with a Chinese
 * alt text; nothing at all when there is none (the list matters more).
 */
export function BannerCarousel({
  banners,
  onOpen,
  label = '轮播图',
}: {
  banners: readonly CarouselBanner[];
  onOpen: (banner: CarouselBanner) => void;
  label?: string;
}) {
  if (banners.length === 0) return null;
  return (
    <SnapCarousel
      className={styles.carousel}
      label={label}
      indicator="dots"
      autoplay
      items={banners}
      itemKey={(b) => b.id}
      renderItem={(b, i) => (
        <button type="button" className={styles.slide} aria-label={b.title || label} onClick={() => onOpen(b)}>
          <img
            src={b.image}
            alt={b.title || label}
            className={styles.image}
            fetchPriority={i === 0 ? 'high' : 'low'}
            loading={i === 0 ? 'eager' : 'lazy'}
          />
        </button>
      )}
    />
  );
}

/** The carousel's box while its banners load, so what is below does not jump down when they come. */
export function BannerPlaceholder() {
  return (
    <div className={styles.carousel} aria-hidden>
      <div className={styles.image} />
    </div>
  );
}
