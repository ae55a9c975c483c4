import { Input, Radio, Space } from 'antd-mobile';
import { INSPECTION_ITEMS, inspectionItemLabel, type InspectionItem } from '@kc/shared';
import type { InspectionValue } from './car-editor-values';
import styles from './car-editor.module.css';

/** The used car's inspection summary: per item 无 (passed) or 有 with a note of what was found. */
export function InspectionField({
  value,
  onChange,
}: {
  value: Record<InspectionItem, InspectionValue>;
  onChange: (v: Record<InspectionItem, InspectionValue>) => void;
}) {
  const set = (k: InspectionItem, x: Partial<InspectionValue>) => onChange({ ...value, [k]: { ...value[k], ...x } });
  return (
    <div className={styles.inspection}>
      {INSPECTION_ITEMS.map((k) => {
        const label = inspectionItemLabel[k];
        const v = value[k];
        return (
          <fieldset key={k} className={styles.inspectionItem}>
            <legend>{label}</legend>
            <Radio.Group
              value={v.passed === null ? undefined : v.passed ? 'no' : 'yes'}
              onChange={(x) => set(k, { passed: x === 'no' })}
            >
              <Space>
                <Radio value="no">无{label}</Radio>
                <Radio value="yes">有{label}记录</Radio>
              </Space>
            </Radio.Group>
            {v.passed === false && (
              <Input
                aria-label={`${label}情况说明`}
                placeholder="说明部位和修复情况"
                maxLength={100}
                value={v.note}
                onChange={(note) => set(k, { note })}
              />
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
