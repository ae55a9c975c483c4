import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { useGoBack } from '../../../components/ui/use-go-back';
import './login.css';

export interface LoginShellProps {
  title: string;
  /** the other login page, keeping the query (redirect) unless `search` is given */
  switchTo: { path: string; text: string; search?: string };
  /** links beside the switch (忘记密码) */
  extraLinks?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the login screens: ‹ back (to where the visitor came from, else the front door), the logo and
 * heading, the form card, and the links to the other ways in.
 */
export function LoginShell({ title, switchTo, extraLinks, children }: LoginShellProps) {
  const { search } = useLocation();
  const back = useGoBack('/');
  return (
    <div className="login-page">
      <header className="login-hero">
        <button type="button" className="login-back" aria-label="返回" onClick={back}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div className="login-brand">
          <BrandLogo size={52} label="车友会" />
          <span className="login-brand-name">车友会</span>
        </div>
        <h1>{title}</h1>
        <p>登录后查看门票、订单和活动</p>
      </header>
      <section className="login-card">{children}</section>
      <div className="login-switch">
        <Link to={{ pathname: switchTo.path, search: switchTo.search ?? search }} replace>
          {switchTo.text}
        </Link>
        {extraLinks}
      </div>
    </div>
  );
}
