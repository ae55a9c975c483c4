import { useId } from 'react';
import styles from './protocol.module.css';

/** The agreement's title (at most 40 characters), with its message underneath. */
export function TitleField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        标题
      </label>
      <input
        id={id}
        className={styles.titleInput}
        value={value}
        maxLength={40}
        aria-invalid={!!error}
        onChange={(ev) => onChange(ev.target.value)}
      />
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
    </>
  );
}
