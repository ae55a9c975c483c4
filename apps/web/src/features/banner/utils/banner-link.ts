/** The banner link rule lives with the shared carousel (components/ui/banner-carousel). */
export { bannerTarget, type BannerTarget } from '../../../components/ui/banner-carousel';
