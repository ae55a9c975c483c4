import { NoticeBar } from 'antd-mobile';
import { PageHeader } from '../../../components/ui/page-header';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { DemoBlock, DemoIntro } from '../components/demo-intro';
import styles from '../components/demo.module.css';

/** /demo/notice-bar: the notice bars used across the app. */
export default function NoticeBarPage() {
  return (
    <div className="page">
      <PageHeader />
      <DemoIntro
        component="NoticeBar 通告栏"
        file="antd-mobile NoticeBar、components/ui/restored-notice.tsx"
        usedIn="票券详情（修改审核中、驳回原因）、协议编辑（格式提示）、防疫登记（今日已申报）"
      >
        颜色表达含义：info 提示、alert 提醒、error 错误；长文字可换行或滚动，可带关闭按钮。文字与背景对比度满足 WCAG
        AA。
      </DemoIntro>
      <DemoBlock title="颜色">
        <div className={styles.stack} role="status">
          <NoticeBar color="info" content="修改审核中：审核通过后按新内容发放" />
          <NoticeBar color="alert" content="展会明日 9:00 开馆，请提前预约" />
          <NoticeBar color="error" content="驳回原因：票券图片不清晰" />
        </div>
      </DemoBlock>
      <DemoBlock title="换行、滚动与关闭">
        <div className={styles.stack}>
          <NoticeBar
            color="info"
            wrap
            content="换行显示：2026 山城国际车展期间，悦来国际博览中心周边道路临时交通管制，请乘坐轨道交通前往。"
          />
          <NoticeBar
            color="alert"
            content="滚动显示：购票后请在“我的票券”中查看入场码，入场时出示即可，一人一码，截图无效。"
          />
          <NoticeBar color="info" closeable content="可关闭的通告，点右侧关闭" />
        </div>
      </DemoBlock>
      <DemoBlock title="恢复草稿提示">
        <RestoredNotice />
      </DemoBlock>
    </div>
  );
}
