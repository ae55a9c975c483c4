import { NavBar } from 'antd-mobile';
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useRouteTitle } from '../../lib/routing/route-handle';
import { useGoBack } from './use-go-back';

/**
 * The top bar of a page: back arrow (not on the home tabs) and title. The title is the route table's screen name
 * (one source, spec 2); give `title` only for what the table cannot know (a name from the data).
 */
export function PageHeader({ title, right, noBack }: { title?: ReactNode; right?: ReactNode; noBack?: boolean }) {
  const back = useGoBack();
  const routeTitle = useRouteTitle();
  // antd-mobile answers a click on its arrow only, but names the whole left area a button (role=button): a tap or a
  // screen reader's activation anywhere in that area goes back, while the arrow shows (a home tab hides it: the 购票
  // tab reuses a screen with a header). display: contents keeps the bar's layout.
  const onClick = (e: MouseEvent) => {
    const left = e.target instanceof Element ? e.target.closest('.adm-nav-bar-left') : null;
    const arrow = left?.querySelector<HTMLElement>('.adm-nav-bar-back');
    if (!noBack && arrow && getComputedStyle(arrow).display !== 'none') back();
  };
  // without the arrow (noBack, or a home tab) the left area is no button: an unnamed role=button is one to nobody
  const area = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const left = area.current?.querySelector('.adm-nav-bar-left');
    if (!left) return;
    if (noBack || area.current!.closest('.home-layout')) left.removeAttribute('role');
    else left.setAttribute('role', 'button');
  });
  return (
    <div className="page-header-area" ref={area} onClick={onClick}>
      <NavBar
        className="page-header"
        back={noBack ? null : ''}
        // antd-mobile's back area is a role=button with only an icon: this names it for screen readers
        left={noBack ? undefined : <span className="sr-only">返回上一页</span>}
        right={right}
      >
        {title ?? routeTitle}
      </NavBar>
    </div>
  );
}
