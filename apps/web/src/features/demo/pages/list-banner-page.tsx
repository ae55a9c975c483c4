import { Toast } from 'antd-mobile';
import { BannerCarousel } from '../../../components/ui/banner-carousel';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { BASE_PATH } from '../../../config/env';
import { DemoIntro } from '../components/demo-intro';
import { fetchDemoPage } from '../utils/demo-data';
import { DemoRowView } from './long-list-page';

const BANNERS = [1, 2, 3].map((n) => ({
  id: n,
  title: ['车展门票热卖中', '周末骑行活动', '新能源试驾季'][n - 1]!,
  image: `${BASE_PATH}/banners/banner-${n}.svg`,
  link: '',
}));

/** /demo/list-banner: the banner carousel above a list, as on the event home. */
export default function ListBannerPage() {
  return (
    <div className="page">
      <PageHeader />
      <DemoIntro
        component="BannerCarousel 轮播图"
        file="components/ui/banner-carousel.tsx"
        usedIn="活动首页顶部轮播（广告位 home）；链接为站内路径时路由跳转，为 http(s) 地址时离开应用"
      />
      <BannerCarousel banners={BANNERS} onOpen={(b) => Toast.show(`点击了：${b.title}`)} />
      <ListView
        queryKey={['demo', 'list-banner']}
        fetchPage={(page) => fetchDemoPage(page)}
        itemKey={(r) => r.id}
        renderItem={(r) => <DemoRowView row={r} />}
      />
    </div>
  );
}
