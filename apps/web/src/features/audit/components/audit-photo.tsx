import { Image } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './audit-photo.module.css';

/**
 * A photo the auditor checks (a 行驶证, a business licence, an ID card side): a titled section with the photo, or what
 * stands in its place, and an optional hint on what to compare.
 */
export function AuditPhotoSection({
  title,
  src,
  alt,
  missing,
  hint,
}: {
  title: string;
  src: string;
  alt: string;
  /** shown instead of the photo when there is none */
  missing: string;
  hint?: ReactNode;
}) {
  return (
    <section className="section" aria-label={title}>
      <h3 className="kv-title">{title}</h3>
      <div className={styles.body}>
        {src ? (
          <Image src={src} alt={alt} className={styles.photo} fit="contain" />
        ) : (
          <div className={styles.noPhoto}>{missing}</div>
        )}
        {hint && <p className={styles.hint}>{hint}</p>}
      </div>
    </section>
  );
}

/** A code to read character by character (a VIN, a credit code). */
export const Code = ({ children }: { children: ReactNode }) => <span className={styles.code}>{children}</span>;
