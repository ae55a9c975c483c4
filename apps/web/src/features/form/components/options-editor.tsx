import { Button, Input } from 'antd-mobile';
import { cx } from '../../../components/ui/cx';
import styles from './builder.module.css';

const MAX_OPTIONS = 20;

export interface OptionsEditorProps {
  options: string[];
  /** messages by `options` (the list) and `options.<j>` (one option) */
  errors: Record<string, string>;
  onChange: (options: string[]) => void;
}

/** The choices of a single or multi field: at least two, at most twenty. */
export function OptionsEditor({ options, errors, onChange }: OptionsEditorProps) {
  const set = (j: number, v: string) => onChange(options.map((o, i) => (i === j ? v : o)));
  return (
    <div className={styles.options}>
      {options.map((o, j) => (
        <div key={j}>
          <div className={cx(styles.optionRow, errors[`options.${j}`] && styles.hasError)}>
            <span className={styles.optionNo}>{j + 1}</span>
            <Input
              aria-label={`选项${j + 1}`}
              placeholder={`请输入选项${j + 1}`}
              maxLength={30}
              value={o}
              onChange={(v) => set(j, v)}
            />
            {options.length > 2 && (
              <button
                type="button"
                className={cx(styles.textButton, styles.danger)}
                aria-label={`删除选项${j + 1}`}
                onClick={() => onChange(options.filter((_, i) => i !== j))}
              >
                删除
              </button>
            )}
          </div>
          {errors[`options.${j}`] && <div className="field-error">{errors[`options.${j}`]}</div>}
        </div>
      ))}
      {options.length < MAX_OPTIONS && (
        <Button
          className={styles.addOption}
          size="small"
          fill="none"
          color="primary"
          onClick={() => onChange([...options, ''])}
        >
          + 添加选项
        </Button>
      )}
    </div>
  );
}
