import { cx } from './cx';
import styles from './rich-text-view.module.css';

/**
 * The web's one HTML sink (docs/security.md, "Rich text"): it renders a field the server stored through
 * `sanitizeRichText` on write — an event's description, an exhibition page, an agreement — and nothing else.
 * Never pass text a person typed that did not go through that sanitiser.
 */
export function RichTextView({ html, className, label }: { html: string; className?: string; label?: string }) {
  return (
    // eslint-disable-next-line no-restricted-syntax -- the one rich-text sink: fields stored sanitised on write
    <div className={cx(styles.rich, className)} aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
