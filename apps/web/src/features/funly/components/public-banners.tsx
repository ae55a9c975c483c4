import { useQuery } from '@tanstack/react-query';
import { Image, Swiper } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { adIndex, type Banner } from '@kc/shared';
import { BASE_PATH } from '../../../config/env';
import { api } from '../../../lib/http';
import styles from './public.module.css';

/** Where a banner goes: an app path through the router, a web address by leaving the app, else nowhere. */
const openBanner = (navigate: (to: string) => void, b: Banner) => {
  const link = b.link.trim();
  if (/^https?:\/\//i.test(link)) window.location.href = link;
  else if (link.startsWith('/') && !link.startsWith('//')) {
    navigate(BASE_PATH && link.startsWith(`${BASE_PATH}/`) ? link.slice(BASE_PATH.length) : link);
  }
};

/** The home banners above the event list (nothing while loading, failed or empty: the list matters more). */
export function PublicBanners() {
  const navigate = useNavigate();
  const q = useQuery({
    queryKey: ['banner', 'home'],
    queryFn: () => api.call(adIndex, { position: 'home' }, { quiet: true }),
  });
  const list = q.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <div className={styles.banners}>
      <Swiper autoplay={list.length > 1} loop={list.length > 1} aria-label="轮播图">
        {list.map((b) => (
          <Swiper.Item key={b.id}>
            <button
              type="button"
              className={styles.banner}
              aria-label={b.title || '轮播图'}
              onClick={() => openBanner((to) => void navigate(to), b)}
            >
              <Image src={b.image} alt={b.title || '轮播图'} fit="cover" className={styles.bannerImage} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
