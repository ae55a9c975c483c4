import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireLogin } from '../../../components/ui/require-login';
import { positiveId } from '../../../lib/routing/route-id';
import { ErrorBlock } from '../../../components/ui/error-block';

/** The frame of a leader page about one thing (`:id`): header, login, an empty state for a broken link. */
export function RideIdPage({ missing, children }: { missing: string; children: (id: number) => ReactNode }) {
  const id = positiveId(useParams().id);
  return (
    <div className="page">
      <PageHeader />
      <RequireLogin>
        {id ? (
          <div key={id}>{children(id)}</div>
        ) : (
          <ErrorBlock status="empty" title={missing} description="链接有误，请返回重新进入" />
        )}
      </RequireLogin>
    </div>
  );
}
