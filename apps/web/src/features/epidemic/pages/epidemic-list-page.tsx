import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate, isPositiveIntParam } from '@kc/shared';
import { DateField } from '../../../components/ui/date-field';
import { ListView } from '../../../components/ui/list-view';
import { LoadError } from '../../../components/ui/load-error';
import { OptionSelector } from '../../../components/ui/option-selector';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { epidemicKeys } from '../api/epidemic-keys';
import { fetchDeclarations } from '../api/epidemic-list';
import { epidemicMineQuery } from '../api/epidemic-mine';
import { DeclarationRow } from '../components/declaration-row';
import styles from '../components/epidemic.module.css';

const today = () => formatDate(Date.now(), 'y-m-d');

/**
 * /app/epidmic/list?project_id= (login, a manager of the exhibition's business): the day's health declarations with
 * how many declared a symptom; 有症状 narrows the list. Without an id: the current exhibition.
 */
export default function EpidemicListPage() {
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <ProjectDeclarations />
      </RequireBusiness>
    </div>
  );
}

function ProjectDeclarations() {
  const raw = useSearchParams()[0].get('project_id') ?? undefined;
  const given = isPositiveIntParam(raw) ? Number(raw) : undefined;
  const current = useQuery({ ...epidemicMineQuery(undefined), enabled: given === undefined });
  const projectId = given ?? current.data?.project.id;
  if (projectId === undefined) {
    if (current.isError) return <LoadError error={current.error} onRetry={() => void current.refetch()} />;
    return <PageLoading />;
  }
  return <Declarations projectId={projectId} />;
}

function Declarations({ projectId }: { projectId: number }) {
  const [day, setDay] = useState(today);
  const [only, setOnly] = useState<'all' | 'sick'>('all');
  const summary = useQuery({
    queryKey: [...epidemicKeys.list(projectId, day, false), 'summary'],
    queryFn: () => fetchDeclarations({ project_id: projectId, day, page: 1, page_size: 1 }),
  });
  if (summary.isPending) return <PageLoading />;
  if (summary.isError) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  return (
    <>
      <section className={styles.intro} aria-label="展会">
        <p className={styles.project}>{s.project.name}</p>
        <p className={styles.sub}>健康申报 · {day}</p>
      </section>
      <div className={styles.summary}>
        <div className={styles.figure}>
          <strong>{s.total}</strong>
          <span>申报人数</span>
        </div>
        <div className={styles.figure}>
          <strong style={{ color: s.with_symptoms ? 'var(--adm-color-danger)' : undefined }}>{s.with_symptoms}</strong>
          <span>有症状</span>
        </div>
      </div>
      <div className={styles.filters}>
        <OptionSelector
          options={[
            { value: 'all', label: '全部' },
            { value: 'sick', label: '有症状' },
          ]}
          value={only}
          onChange={setOnly}
        />
        <DateField
          value={Math.floor(Date.parse(`${day}T00:00:00+08:00`) / 1000)}
          onChange={(sec) => setDay(formatDate(sec, 'y-m-d'))}
          precision="day"
          placeholder="选择日期"
          title="申报日期"
        />
      </div>
      <ListView
        queryKey={epidemicKeys.list(projectId, day, only === 'sick')}
        fetchPage={(page) =>
          fetchDeclarations({ project_id: projectId, day, only_symptoms: only === 'sick', page, page_size: 20 })
        }
        itemKey={(d) => d.id}
        renderItem={(d) => <DeclarationRow d={d} />}
        emptyText={only === 'sick' ? '当天没有申报症状的观众' : '当天暂无申报'}
      />
    </>
  );
}
