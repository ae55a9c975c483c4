import { useQuery } from '@tanstack/react-query';
import { adIndex } from '@kc/shared';
import { BannerCarousel, useOpenBanner } from '../../../components/ui/banner-carousel';
import { api } from '../../../lib/http';

/** The home banners above the event list (nothing while loading, failed or empty: the list matters more). */
export function PublicBanners() {
  const open = useOpenBanner();
  const q = useQuery({
    queryKey: ['banner', 'home'],
    queryFn: () => api.call(adIndex, { position: 'home' }, { quiet: true }),
  });
  return <BannerCarousel banners={q.data?.list ?? []} onOpen={open} />;
}
