import { useQuery } from '@tanstack/react-query';
import { adIndex } from '@kc/shared';
import { BannerCarousel, BannerPlaceholder, useOpenBanner } from '../../../components/ui/banner-carousel';
import { api } from '../../../lib/http';

/**
 * The home banners above the event list: their box while they load (the list below does not jump when they come),
 * nothing when they failed or there are none (the list matters more).
 */
export function PublicBanners() {
  const open = useOpenBanner();
  const q = useQuery({
    queryKey: ['banner', 'home'],
    queryFn: () => api.call(adIndex, { position: 'home' }, { quiet: true }),
  });
  if (q.isPending) return <BannerPlaceholder />;
  return <BannerCarousel banners={q.data?.list ?? []} onOpen={open} />;
}
