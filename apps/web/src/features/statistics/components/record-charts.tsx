import { formatYuan, type StatsRecord } from '@kc/shared';
import { BarChart } from '../../../components/ui/bar-chart';
import { TrendChart } from '../../../components/ui/trend-chart';
import { ChartSection } from './chart-section';
import type { RecordScope } from './record-figures';

/** The trends and distributions of a statistics record (part of the page's lazily loaded chunk). */
export function RecordCharts({ record: r, scope = 'whole' }: { record: StatsRecord; scope?: RecordScope }) {
  const issuedTrend = (
    <ChartSection title="发放趋势">
      <TrendChart label="发放" unit="张" points={r.give_trend} />
    </ChartSection>
  );
  if (scope === 'party') return issuedTrend;
  return (
    <>
      {issuedTrend}
      <ChartSection title="核销趋势">
        <TrendChart label="核销" unit="次" points={r.writeoff_trend} variant="bar" />
      </ChartSection>
      <ChartSection title="核销点">
        <BarChart
          label="核销点核销"
          rows={r.point_list.map((p) => ({
            key: p.id,
            name: p.item_name ? `${p.name}（${p.item_name}）` : p.name,
            value: p.count,
          }))}
        />
      </ChartSection>
      <ChartSection title="票券类型">
        <BarChart
          label="各类型发放"
          unit="张"
          rows={r.type_list.map((t) => ({ key: t.type, name: t.name, value: t.issued, note: `核销${t.came}` }))}
        />
      </ChartSection>
      <ChartSection title="支付方式">
        <BarChart
          label="支付金额"
          unit="元"
          format={formatYuan}
          rows={r.pay_list.map((p) => ({ key: p.pay_type, name: p.name, value: p.amount, note: `${p.count}张` }))}
        />
      </ChartSection>
      <ChartSection title="发放方式">
        <BarChart
          label="各方式发放"
          unit="张"
          rows={r.source_list.map((s) => ({ key: s.source, name: s.name, value: s.count }))}
        />
      </ChartSection>
      {scope === 'whole' && (
        <>
          <PartyChart
            title="渠道排行（前10）"
            label="渠道发放"
            rows={r.channel_list.map((c) => ({ id: c.id, name: c.channel_name, issued: c.issued, came: c.came }))}
          />
          <PartyChart
            title="推广排行（前10）"
            label="推广发放"
            rows={r.user_list.map((u) => ({ id: u.user_id, name: u.user_name, issued: u.issued, came: u.came }))}
          />
        </>
      )}
    </>
  );
}

/** The top channels or promoters: issued, with came beside it. */
function PartyChart({
  title,
  label,
  rows,
}: {
  title: string;
  label: string;
  rows: { id: number; name: string; issued: number; came: number }[];
}) {
  return (
    <ChartSection title={title}>
      <BarChart
        label={label}
        unit="张"
        rows={rows.map((p) => ({ key: p.id, name: p.name, value: p.issued, note: `核销${p.came}` }))}
      />
    </ChartSection>
  );
}
