import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useGoBack } from './use-go-back';

/** The top bar of a page: back arrow (not on the home tabs) and title. */
export function PageHeader({ title, right, noBack }: { title: ReactNode; right?: ReactNode; noBack?: boolean }) {
  const back = useGoBack();
  return (
    <NavBar className="page-header" back={noBack ? null : ''} onBack={noBack ? undefined : back} right={right}>
      {title}
    </NavBar>
  );
}
