import type { ReactNode } from 'react';
import './form.css';

/** The buttons fixed at the bottom of a page (forms, details, decisions); the page wraps its content in `has-form-actions` for room. */
export function ActionBar({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `form-actions ${className}` : 'form-actions'}>{children}</div>;
}
