import type { ReactNode } from 'react';

/**
 * A screen's one message when it has nothing else to show — a failed load, a refusal, a page that could not be
 * loaded: a mark, a heading and a line of explanation, with what may be done under them. Drawn here (an inline
 * icon) instead of antd's ErrorBlock, whose illustrations are 10 KB gzip: the route error page is in the entry, and
 * LoadError is in almost every page.
 */
export function StatusNotice({
  title,
  description,
  role,
  children,
}: {
  title: string;
  description: ReactNode;
  /** `alert` when it replaces the screen the user was opening; `status` for an answer like 暂无权限 */
  role?: 'alert' | 'status';
  children?: ReactNode;
}) {
  return (
    <div className="center-page" role={role}>
      <svg className="status-notice-icon" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="#eef3ff" />
        <path d="M24 13v14" stroke="#2f6bff" strokeWidth="4" strokeLinecap="round" />
        <circle cx="24" cy="34" r="2.6" fill="#2f6bff" />
      </svg>
      <h2 className="status-notice-title">{title}</h2>
      <p className="status-notice-text">{description}</p>
      {children}
    </div>
  );
}
