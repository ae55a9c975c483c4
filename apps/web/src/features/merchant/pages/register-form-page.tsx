import { Button, Result, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MerchantApplication } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { cx } from '../../../components/ui/cx';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { merchantDraftQuery } from '../api/merchant-draft';
import { useMerchantSubmit } from '../api/merchant-submit';
import { ApplicationSteps } from '../components/application-steps';
import { ApplicationSummary } from '../components/application-summary';
import { LicenceSection } from '../components/licence-section';
import { merchantPaths } from '../components/merchant-paths';
import styles from '../components/merchant.module.css';

/** The application being filled in (none yet, a draft, or a rejected one to fix): its steps and the submit button. */
function ApplicationForm({ application: a }: { application: MerchantApplication | null }) {
  const submit = useMerchantSubmit();
  const send = async () => {
    if (!(await confirmAction('提交后将由平台审核，审核期间不能修改。确定提交吗？'))) return;
    try {
      await submit.mutateAsync();
      Toast.show({ icon: 'success', content: '已提交，等待平台审核' });
    } catch (e) {
      showError(e);
    }
  };
  return (
    <div className="has-form-actions">
      <p className={styles.intro}>
        入驻成为商家后，可以发布门票、卡券和邀请函，上架展车并管理核销。请按步骤填写，信息会自动保存，可以随时回来继续。
      </p>
      {a?.state === 'rejected' && (
        <p className={cx(styles.notice, styles.danger)} role="alert">
          上次申请未通过：{a.reject_reason || '未说明原因'}。请修改后重新提交。
        </p>
      )}
      <ApplicationSteps application={a} />
      <LicenceSection application={a} />
      {a && a.missing.length > 0 && (
        <ul className={styles.missing} aria-label="还需完成">
          {a.missing.map((m) => (
            <li key={m.field}>{m.message}</li>
          ))}
        </ul>
      )}
      <div className={styles.links}>
        <Link to={merchantPaths.adminChange}>已是商家主账号？更换管理员</Link>
      </div>
      <ActionBar>
        <Button
          color="primary"
          block
          disabled={!a?.actions.submit || submit.isPending}
          loading={submit.isPending}
          onClick={() => void send()}
        >
          {a?.state === 'rejected' ? '重新提交审核' : '提交审核'}
        </Button>
      </ActionBar>
    </div>
  );
}

/** In review: what was sent, and that nothing can change meanwhile. */
function InReview({ application: a }: { application: MerchantApplication }) {
  return (
    <>
      <Result
        className={styles.result}
        status="waiting"
        title="入驻申请审核中"
        description="平台审核人员将尽快审核，审核期间不能修改，结果将通过消息通知你"
      />
      <ApplicationSummary application={a} />
    </>
  );
}

/** Approved: the business exists; another registration may be started. */
function Approved({ application: a, onNew }: { application: MerchantApplication; onNew: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      <Result
        className={styles.result}
        status="success"
        title="入驻成功"
        description={`“${a.name}”已入驻，你是该商家的主账号，可在“我的商家”中切换和管理`}
      />
      <div className={styles.resultButtons}>
        <Button block color="primary" onClick={() => void navigate(merchantPaths.myBusiness)}>
          查看我的商家
        </Button>
        <Button block color="primary" fill="outline" onClick={onNew}>
          入驻其他企业
        </Button>
      </div>
      <ApplicationSummary application={a} />
    </>
  );
}

function Hub() {
  const q = useQuery(merchantDraftQuery());
  const [fresh, setFresh] = useState(false);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const a = q.data.application;
  if (a?.state === 'pending') return <InReview application={a} />;
  if (a?.state === 'approved' && !fresh) return <Approved application={a} onNew={() => setFresh(true)} />;
  return <ApplicationForm application={a?.state === 'approved' ? null : a} />;
}

/** /business-register/form: the hub of the caller's business registration, kept as a draft on the server. */
export default function RegisterFormPage() {
  return (
    <div className="page">
      <PageHeader />
      <Hub />
    </div>
  );
}
