import { Selector } from 'antd-mobile';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { applyStatusLabel } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { positiveId } from '../../../lib/routing/route-id';
import { useFunlyShow } from '../api/funly-show';
import { fetchFunlyStatsPage, funlyStatsListKey, type StatsListFilter } from '../api/funly-stats-list';
import { RequireLogin } from '../../../components/ui/require-login';
import { statsFilterOf, statsKindOf } from '../components/stats-query';
import { StatsRow } from '../components/stats-row';
import styles from '../components/stats.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

const EMPTY: Record<string, string> = {
  appoint: '暂无预约',
  apply: '暂无报名',
  ticket: '暂无售票',
  like: '暂无点赞',
  forward: '暂无转发',
};

/** The status chips of 报名统计 and the slot chips of 预约统计 (changing one drops the route's title). */
function Filter({ f, onChange }: { f: StatsListFilter; onChange: (ctype: number) => void }) {
  const show = useFunlyShow(f.kind === 'appoint' ? f.id : null);
  const options =
    f.kind === 'apply'
      ? [
          { value: -1, label: '全部' },
          ...Object.entries(applyStatusLabel).map(([k, l]) => ({ value: Number(k), label: l })),
        ]
      : f.kind === 'appoint' && show.data && show.data.slots.length > 0
        ? [{ value: 0, label: '全部时段' }, ...show.data.slots.map((s) => ({ value: s.id, label: s.title }))]
        : null;
  if (!options) return null;
  return (
    <div className={styles.filters} role="group" aria-label={f.kind === 'apply' ? '按报名状态筛选' : '按时段筛选'}>
      <Selector
        columns={4}
        options={options}
        value={[f.ctype]}
        showCheckMark={false}
        onChange={(v) => {
          if (v[0] !== undefined) onChange(v[0]);
        }}
      />
    </div>
  );
}

/**
 * /funly-manage/statistics/{appoint|apply|ticket|like|forward}/{id}: the rows behind a statistic, filtered by the
 * route's ctype (slot id, 0 all; status, -1 all), uid and tid; ?title names the page.
 */
export default function StatsListPage() {
  const id = positiveId(useParams().id);
  const kind = statsKindOf(useLocation().pathname);
  const [search, setSearch] = useSearchParams();
  const title = search.get('title') || undefined;
  const f = id && kind ? statsFilterOf(id, kind, search) : undefined;
  const choose = (ctype: number) =>
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        next.set('ctype', String(ctype));
        next.delete('title');
        return next;
      },
      { replace: true },
    );
  return (
    <div className="page">
      <PageHeader title={title} />
      <RequireLogin>
        {f ? (
          <>
            <Filter f={f} onChange={choose} />
            <ListView
              queryKey={funlyStatsListKey(f)}
              fetchPage={fetchFunlyStatsPage(f)}
              itemKey={(r) => `${r.user_id}-${r.create_time}-${r.label}`}
              emptyText={EMPTY[f.kind]}
              renderItem={(r) => <StatsRow kind={f.kind} row={r} />}
            />
          </>
        ) : (
          <ErrorBlock status="empty" title="活动不存在" description="链接有误，请返回重新进入" />
        )}
      </RequireLogin>
    </div>
  );
}
