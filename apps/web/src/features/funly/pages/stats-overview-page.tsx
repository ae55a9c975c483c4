import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApplyStatus, formatYuan } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { positiveId } from '../../../lib/routing/route-id';
import { funlyStatsQuery, type FunlyStatsType } from '../api/funly-stats';
import { runPaths } from '../components/run-paths';
import { RequireLogin } from '../../../components/ui/require-login';
import { StatsFigures, type StatsFigure } from '../../../components/ui/stats-figures';
import { statsTypeOf } from '../components/stats-query';
import { StatsTrend } from '../components/stats-trend';
import styles from '../components/stats.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

function Overview({ id, type }: { id: number; type: FunlyStatsType }) {
  const navigate = useNavigate();
  const q = useQuery(funlyStatsQuery(id, type));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const s = q.data;
  const go = (to: string) => () => void navigate(to);
  const show = (t: FunlyStatsType) => type === 'all' || type === t;

  const figures: StatsFigure[] = [
    ...(show('apply')
      ? [
          {
            label: '报名',
            value: s.applications,
            unit: '份',
            onOpen: go(runPaths.statsRows('apply', id, { ctype: -1 })),
          },
          {
            label: '待签到',
            value: s.apply_counts[String(ApplyStatus.going)] ?? 0,
            unit: '份',
            onOpen: go(runPaths.statsRows('apply', id, { ctype: ApplyStatus.going, title: '待签到' })),
          },
          {
            label: '已签到',
            value: s.checked_in,
            unit: '人次',
            onOpen: go(runPaths.statsRows('apply', id, { ctype: ApplyStatus.checkedIn, title: '已签到' })),
          },
        ]
      : []),
    ...(show('appoint')
      ? [{ label: '预约', value: s.bookings, unit: '人', onOpen: go(runPaths.statsRows('appoint', id, { ctype: 0 })) }]
      : []),
    ...(show('ticket')
      ? [
          {
            label: '售出门票',
            value: s.tickets_sold,
            unit: '张',
            onOpen: go(runPaths.statsRows('ticket', id, { ctype: 0 })),
          },
          { label: '售票金额', value: formatYuan(s.ticket_amount), unit: '元' },
        ]
      : []),
    ...(show('like')
      ? [{ label: '点赞', value: s.likes, unit: '次', onOpen: go(runPaths.statsRows('like', id)) }]
      : []),
    ...(show('forward')
      ? [{ label: '转发', value: s.forwards, unit: '次', onOpen: go(runPaths.statsRows('forward', id)) }]
      : []),
  ];

  return (
    <>
      <h2 className={styles.title}>{s.funly.title || '未命名活动'}</h2>
      <StatsFigures figures={figures} label="活动数据概览" />
      {show('apply') && <StatsTrend title="报名趋势" label="报名" unit="份" points={s.trends.apply} />}
      {show('apply') && (
        <StatsTrend title="签到趋势" label="签到" unit="人次" points={s.trends.checkin} variant="bar" />
      )}
      {show('appoint') && s.slots.length > 0 && (
        <section className={styles.section} aria-label="各时段预约">
          <h3 className={styles.sectionTitle}>各时段预约</h3>
          <ul className={styles.slots}>
            {s.slots.map((slot) => (
              <li key={slot.id}>
                <button
                  type="button"
                  className={styles.slotLink}
                  onClick={go(runPaths.statsRows('appoint', id, { ctype: slot.id, title: slot.title }))}
                >
                  <span>{slot.title}</span>
                  <span>
                    已约 {slot.booked} / {slot.capacity}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {show('ticket') && <StatsTrend title="售票趋势" label="售票" unit="张" points={s.trends.ticket} variant="bar" />}
      {show('like') && <StatsTrend title="点赞趋势" label="点赞" points={s.trends.like} />}
      {show('forward') && <StatsTrend title="转发趋势" label="转发" points={s.trends.forward} />}
    </>
  );
}

/** /funly-manage/statistics/{id}?type=all|apply|appoint|ticket|like|forward (default all); ?title names the page. */
export default function StatsOverviewPage() {
  const id = positiveId(useParams().id);
  const [search] = useSearchParams();
  const type = statsTypeOf(search.get('type'));
  const title = search.get('title') || undefined;
  return (
    <div className="page">
      <PageHeader title={title} />
      <RequireLogin>
        {id ? (
          <Overview key={`${id}-${type}`} id={id} type={type} />
        ) : (
          <ErrorBlock status="empty" title="活动不存在" description="链接有误，请返回重新进入" />
        )}
      </RequireLogin>
    </div>
  );
}
