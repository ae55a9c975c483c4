import { useNavigate } from 'react-router';
import type { Banner } from '@kc/shared';
import { bannerTarget } from '../utils/banner-link';

/** Opens a banner's link: app paths through the router, web addresses by leaving the app. */
export function useOpenBanner(): (banner: Banner) => void {
  const navigate = useNavigate();
  return (banner) => {
    const target = bannerTarget(banner.link);
    if (target?.kind === 'internal') void navigate(target.to);
    else if (target?.kind === 'external') window.location.href = target.href;
  };
}
