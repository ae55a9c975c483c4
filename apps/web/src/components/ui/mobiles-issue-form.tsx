import { Button, TextArea } from 'antd-mobile';
import type { ParsedMobiles } from '../../lib/issuing/parse-mobiles';
import { cx } from './cx';
import { ParsedMobilesSummary } from './parsed-mobiles-summary';
import styles from './mobiles-issue-form.module.css';

export interface MobilesIssueFormProps {
  /** the textarea's id, which its label names */
  id: string;
  label: string;
  placeholder: string;
  rows: { minRows: number; maxRows: number };
  value: string;
  onChange: (value: string) => void;
  parsed: ParsedMobiles;
  /** why it cannot be sent yet (确认发放 is disabled) */
  blocker: string | null;
  /** the line under the input */
  tip: string;
  issuing: boolean;
  onSubmit: () => void;
}

/**
 * Issuing to mobiles (a publisher's quota, a distribution): the mobiles typed or pasted, with what was understood
 * right under them, a tip, and 确认发放（n人） at the bottom.
 */
export function MobilesIssueForm(props: MobilesIssueFormProps) {
  const { id, label, placeholder, rows, value, onChange, parsed, blocker, tip, issuing, onSubmit } = props;
  const count = parsed.mobiles.length;
  return (
    <>
      <section className={cx('section', styles.input)}>
        <h3 className={styles.title}>
          <label htmlFor={id}>{label}</label>
        </h3>
        <TextArea
          className={styles.textarea}
          id={id}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
          autoSize={rows}
        />
        <ParsedMobilesSummary parsed={parsed} blocker={blocker} />
      </section>
      <p className="form-tip">{tip}</p>
      <div className="form-actions">
        <Button block color="primary" size="large" loading={issuing} disabled={!!blocker} onClick={onSubmit}>
          {count > 0 ? `确认发放（${count}人）` : '确认发放'}
        </Button>
      </div>
    </>
  );
}
