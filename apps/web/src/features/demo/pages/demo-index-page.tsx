import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { DemoIntro } from '../components/demo-intro';

const DEMOS = [
  { path: '/demo/long-list', title: '长列表', note: 'ListView：1000 条本地数据，无限滚动与下拉刷新' },
  { path: '/demo/form', title: '表单', note: 'FormField、DateField、OptionSelector、ImagesField 与校验提示' },
  { path: '/demo/kc-dialog', title: '对话框', note: 'confirmAction 确认框、提示框与底部弹出层' },
  { path: '/demo/graph', title: '图表', note: 'TrendChart 趋势图与 BarChart 条形图' },
  { path: '/demo/notice-bar', title: '通告栏', note: 'NoticeBar 各种颜色、可关闭、滚动与换行' },
  { path: '/demo/temp', title: '页面模板', note: 'PageHeader 与加载中、空、出错、无权限状态' },
  { path: '/demo/list-banner', title: '轮播 + 列表', note: 'BannerCarousel 轮播图在列表上方' },
  { path: '/demo/sort-view', title: '排序筛选列表', note: 'SortTabs 升序/降序排序与筛选' },
  { path: '/demo/appBridge', title: '原生桥接', note: 'App 内原生能力调用' },
  { path: '/demo/wxuser', title: '微信用户', note: '运行环境、openid 与定位' },
] as const;

/** /demo/index (no login): the living catalogue of the app's shared components. */
export default function DemoIndexPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader />
      <DemoIntro component="组件示例" file="apps/web/src/components/ui" usedIn="开发新页面前先在这里找现成的组件">
        每个示例页都直接使用项目自己的共享组件，数据在本地生成，不联网。
      </DemoIntro>
      <List header="示例列表">
        {DEMOS.map((d) => (
          <List.Item key={d.path} description={d.note} onClick={() => void navigate(d.path)}>
            {d.title}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
