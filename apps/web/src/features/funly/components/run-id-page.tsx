import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { positiveId } from '../../../lib/routing/route-id';
import { RequireLogin } from '../../../components/ui/require-login';
import { ErrorBlock } from '../../../components/ui/error-block';

/**
 * The frame of an organiser page about one thing (`:id` of the route): header, login, and an honest empty state for
 * a broken link; the content is keyed on the id so another id starts fresh.
 */
export function RunIdPage({ missing, children }: { missing: string; children: (id: number) => ReactNode }) {
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
