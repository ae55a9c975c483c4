import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import './login.css';

export interface LoginShellProps {
  title: string;
  /** the other login page, keeping the query (redirect) */
  switchTo: { path: string; text: string };
  children: ReactNode;
}

/** The frame of both login pages: heading, the form card and the link to the other way of logging in. */
export function LoginShell({ title, switchTo, children }: LoginShellProps) {
  const { search } = useLocation();
  return (
    <div className="login-page">
      <header className="login-hero">
        <h1>{title}</h1>
        <p>登录后查看门票、订单和活动</p>
      </header>
      <section className="login-card">{children}</section>
      <div className="login-switch">
        <Link to={{ pathname: switchTo.path, search }} replace>
          {switchTo.text}
        </Link>
      </div>
    </div>
  );
}
