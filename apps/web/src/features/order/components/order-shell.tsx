import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { currentHandle } from '../../../lib/routing/route-handle';
import { PageHeader } from '../../../components/ui/page-header';

/** The frame of every order screen, titled by its route (the route table is the one place titles live). */
export function OrderShell({ children, className = '' }: { children: ReactNode; className?: string }) {
  const title = currentHandle(useMatches())?.title ?? '订单';
  return (
    <div className={`page order-screen ${className}`.trim()}>
      <PageHeader title={title} />
      {children}
    </div>
  );
}
