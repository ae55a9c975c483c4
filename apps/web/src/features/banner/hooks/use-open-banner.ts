/** Opening a banner's link is shared with the carousel (components/ui/banner-carousel). */
export { useOpenBanner } from '../../../components/ui/banner-carousel';
