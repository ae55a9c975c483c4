import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useGoBack } from './use-go-back';

/** The top bar of a sub page: back arrow and title. */
export function PageHeader({ title, right }: { title: ReactNode; right?: ReactNode }) {
  const back = useGoBack();
  return (
    <NavBar className="page-header" onBack={back} right={right}>
      {title}
    </NavBar>
  );
}
