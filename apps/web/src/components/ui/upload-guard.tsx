import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useUploading } from '../../lib/upload';
import { cx } from './cx';
import './form.css';

/** A click on a button inside, held back (the capture phase: the button's own handler never runs). */
const holdBack = (e: MouseEvent) => {
  if ((e.target as HTMLElement).closest('button')) {
    e.preventDefault();
    e.stopPropagation();
  }
};

/**
 * Around a form's save and submit buttons: while a picture is still uploading (`useUploading`, lib/upload.ts) the
 * buttons are disabled and 图片上传中 says why — saved then, the form would leave the picture out, since it joins the
 * form's value only once its upload has ended. ActionBar is one; forms whose buttons are elsewhere wrap them in it.
 */
export function UploadGuard({ children, className }: { children: ReactNode; className?: string }) {
  const uploading = useUploading();
  const ref = useRef<HTMLDivElement>(null);
  // the buttons' own `disabled` is theirs: set here on the elements, and given back as antd's class (which follows the
  // button's prop) says, or as it was
  useLayoutEffect(() => {
    if (!uploading || !ref.current) return;
    const held = Array.from(ref.current.querySelectorAll('button')).filter((b) => !b.disabled);
    held.forEach((b) => (b.disabled = true));
    return () => held.forEach((b) => (b.disabled = b.classList.contains('adm-button-disabled')));
  }, [uploading]);
  return (
    <div
      ref={ref}
      className={cx('upload-guard', className, uploading && 'is-uploading')}
      onClickCapture={uploading ? holdBack : undefined}
    >
      {uploading && (
        <p className="upload-guard-note" role="status">
          图片上传中，请稍候
        </p>
      )}
      {children}
    </div>
  );
}
