import styles from './field-label.module.css';

/**
 * A field's label with the red asterisk when required. antd-mobile's Form.Item only draws its own mark for
 * items bound to a form store (`name`), and these forms are controlled without one.
 */
export function FieldLabel({ text, required }: { text: string; required?: boolean }) {
  return (
    <span>
      {required && (
        <span className={styles.mark} aria-hidden>
          *
        </span>
      )}
      {text}
    </span>
  );
}
