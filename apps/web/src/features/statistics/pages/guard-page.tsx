import { Button, ProgressBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import { formatDate } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useCurrentBusiness } from '../../../lib/business';
import { GuardPointCard } from '../components/guard-point-card';
import { GuardSettingsPopup } from '../components/guard-settings-popup';
import styles from '../components/guard.module.css';
import { useGuard } from '../hooks/use-guard';
import { ErrorBlock } from '../../../components/ui/error-block';

function Guard() {
  const { business } = useCurrentBusiness();
  const manager = business?.roles.some((r) => r === 'owner' || r === 'admin') ?? false;
  const [projectId, setProjectId] = useState<number>();
  const [setting, setSetting] = useState(false);
  const { data, error, reload } = useGuard(projectId);

  if (!data && error) return <LoadError error={error} onRetry={reload} />;
  if (!data) return <PageLoading />;
  if (!data.project)
    return <ErrorBlock status="empty" title="暂无已发布的项目" description="发布项目后可查看入场情况" />;
  const { project } = data;
  const last15 = data.points.reduce((s, p) => s + p.last15, 0);
  const alerts = data.points.filter((p) => p.alert).length;

  return (
    <div className={styles.screen}>
      {data.projects.length > 1 && (
        <div className={styles.picker} role="group" aria-label="选择项目">
          <Selector
            columns={2}
            showCheckMark={false}
            options={data.projects.map((p) => ({ value: p.id, label: p.name }))}
            value={[project.id]}
            onChange={(v) => {
              if (v[0] !== undefined) setProjectId(v[0]);
            }}
          />
        </div>
      )}
      <div className={styles.head}>
        <h2 className={styles.project}>{project.name}</h2>
        {manager && (
          <Button size="small" fill="outline" color="primary" onClick={() => setSetting(true)}>
            设置
          </Button>
        )}
      </div>
      <section className={styles.totals} aria-label="入场概况">
        <div className={styles.total} role="group" aria-label={`今日入场 ${data.today_total}人次`}>
          <span className={styles.totalLabel}>今日入场</span>
          <span className={styles.totalValue}>{data.today_total}</span>
          <span className={styles.totalNote}>
            {project.capacity > 0 ? `场馆容量 ${project.capacity} · ${data.capacity_percent}%` : '场馆容量未设置'}
          </span>
          {project.capacity > 0 && (
            <ProgressBar
              className={styles.capacityBar}
              percent={Math.min(100, data.capacity_percent)}
              aria-label={`已达场馆容量的${data.capacity_percent}%`}
            />
          )}
        </div>
        <div className={styles.total} role="group" aria-label={`近15分钟 ${last15}人次`}>
          <span className={styles.totalLabel}>近15分钟</span>
          <span className={styles.totalValue}>{last15}</span>
          <span className={styles.totalNote}>
            {project.alert_per_minute > 0 ? `预警值 ${project.alert_per_minute}人次/分钟` : '未设置预警'}
          </span>
        </div>
      </section>
      {alerts > 0 && (
        <p className={styles.alertLine} role="alert">
          预警：{alerts}个核销点入场过快
        </p>
      )}
      {data.points.length === 0 ? (
        <ErrorBlock status="empty" title="暂无核销点" description="为项目的票券设置核销点后显示" />
      ) : (
        <div className={styles.points}>
          {data.points.map((p) => (
            <GuardPointCard key={p.id} point={p} />
          ))}
        </div>
      )}
      <p className={styles.updated}>
        更新于 {formatDate(data.updated_at, 'h:i:s')}
        {error ? ' · 连接中断，正在重试' : ' · 实时更新'}
      </p>
      {setting && (
        <GuardSettingsPopup
          project={project}
          onClose={() => setSetting(false)}
          onSaved={() => {
            setSetting(false);
            reload();
          }}
        />
      )}
    </div>
  );
}

/** /guard/index: the live gate screen of a project for its managers and checkers (entries now and today). */
export default function GuardPage() {
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <Guard />
      </RequireBusiness>
    </div>
  );
}
