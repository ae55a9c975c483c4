import type { ReactNode } from 'react';
import { UploadGuard } from './upload-guard';
import './form.css';

/**
 * The buttons fixed at the bottom of a page (forms, details, decisions); the page wraps its content in
 * `has-form-actions` for room. Held back while a picture is still uploading (UploadGuard).
 */
export function ActionBar({ children, className }: { children: ReactNode; className?: string }) {
  return <UploadGuard className={className ? `form-actions ${className}` : 'form-actions'}>{children}</UploadGuard>;
}
