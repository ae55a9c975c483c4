import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useRouteTitle } from '../../lib/routing/route-handle';
import { useGoBack } from './use-go-back';

/**
 * The top bar of a page: back arrow (not on the home tabs) and title. The title is the route table's screen name
 * (one source, spec 2); give `title` only for what the table cannot know (a name from the data).
 */
export function PageHeader({ title, right, noBack }: { title?: ReactNode; right?: ReactNode; noBack?: boolean }) {
  const back = useGoBack();
  const routeTitle = useRouteTitle();
  return (
    <NavBar
      className="page-header"
      back={noBack ? null : ''}
      onBack={noBack ? undefined : back}
      // antd-mobile's back area is a role=button with only an icon: this names it for screen readers
      left={noBack ? undefined : <span className="sr-only">返回上一页</span>}
      right={right}
    >
      {title ?? routeTitle}
    </NavBar>
  );
}
