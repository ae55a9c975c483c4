import { TextArea } from 'antd-mobile';
import type { ParsedMobiles } from '../../../lib/issuing/parse-mobiles';
import { ParsedSummary } from './parsed-summary';

export interface MobileInputProps {
  value: string;
  onChange: (value: string) => void;
  parsed: ParsedMobiles;
  blocker: string | null;
}

/** The customers' mobiles, typed or pasted, with what was understood right under them. */
export function MobileInput({ value, onChange, parsed, blocker }: MobileInputProps) {
  return (
    <section className="section issue-input">
      <h3 className="issue-input-title">
        <label htmlFor="issue-mobiles">客户手机号</label>
      </h3>
      <TextArea
        className="issue-textarea"
        id="issue-mobiles"
        placeholder={'每行一个号码，或用空格、逗号分隔\n支持直接粘贴，一次最多 50 个'}
        value={value}
        onChange={onChange}
        autoSize={{ minRows: 5, maxRows: 12 }}
      />
      <ParsedSummary parsed={parsed} blocker={blocker} />
    </section>
  );
}
