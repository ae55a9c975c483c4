import { Image } from 'antd-mobile';
import type { Banner } from '@kc/shared';

/** One banner: the picture with its title. */
export function BannerCard({ banner, onOpen }: { banner: Banner; onOpen: (b: Banner) => void }) {
  return (
    <button type="button" className="banner-card" onClick={() => onOpen(banner)}>
      <Image src={banner.image} alt={banner.title} fit="cover" lazy className="banner-image" />
      {banner.title && <span className="banner-title">{banner.title}</span>}
    </button>
  );
}
