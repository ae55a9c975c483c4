import { useState } from 'react';
import { BarChart } from '../../../components/ui/bar-chart';
import { OptionSelector } from '../../../components/ui/option-selector';
import { PageHeader } from '../../../components/ui/page-header';
import { TrendChart } from '../../../components/ui/trend-chart';
import { DemoBlock, DemoIntro } from '../components/demo-intro';
import { demoTrend } from '../utils/demo-data';
import styles from '../components/demo.module.css';

const POINTS = demoTrend();
const ROWS = [
  { key: 1, name: '东门入口', value: 1280 },
  { key: 2, name: '南门入口', value: 860 },
  { key: 3, name: '摩托车展区', value: 540 },
  { key: 4, name: '新能源馆', value: 430 },
];

/** /demo/graph: the dependency-free trend and bar charts of the statistics screens. */
export default function GraphPage() {
  const [variant, setVariant] = useState<'line' | 'bar'>('line');
  return (
    <div className="page">
      <PageHeader />
      <DemoIntro
        component="TrendChart 趋势图 / BarChart 条形图"
        file="components/ui/trend-chart.tsx、bar-chart.tsx"
        usedIn="效率统计、票券详情统计、活动报名统计"
      >
        纯 SVG/CSS 绘制、无第三方图表库；读屏软件读到中文摘要，数据同时以隐藏表格提供。
      </DemoIntro>
      <DemoBlock title="近14天入场趋势">
        <div className={styles.filters}>
          <OptionSelector
            options={[
              { value: 'line', label: '折线' },
              { value: 'bar', label: '柱状' },
            ]}
            value={variant}
            onChange={setVariant}
          />
        </div>
        <TrendChart label="入场" points={POINTS} variant={variant} unit="人" />
      </DemoBlock>
      <DemoBlock title="各入口核销">
        <BarChart label="各入口核销" rows={ROWS} />
      </DemoBlock>
    </div>
  );
}
