import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchApplications } from '../api/union-applications';
import { unionKeys } from '../api/union-keys';
import { ApplicationCard } from '../components/application-card';
import { REVIEW_TABS } from '../utils/union-status';
import '../../../components/ui/form.css';
import '../components/union.css';

/** /union-marketing/audit: the auditor's applications by status; pending ones are passed or rejected here. */
export default function UnionAuditPage() {
  const [status, setStatus] = useState(1);
  return (
    <div className="page">
      <PageHeader />
      <Tabs className="union-tabs" activeKey={String(status)} onChange={(k) => setStatus(Number(k))}>
        {REVIEW_TABS.map((t) => (
          <Tabs.Tab key={t.status} title={t.title} />
        ))}
      </Tabs>
      <ListView
        key={status}
        queryKey={unionKeys.review(status)}
        fetchPage={fetchApplications(status)}
        itemKey={(a) => a.id}
        renderItem={(a) => <ApplicationCard application={a} />}
      />
    </div>
  );
}
