import { Button, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { PRESET_TAGS } from '../utils/claim-rules';
import styles from './tag-picker.module.css';

/** Tags as chips: the presets and any custom ones added, several can be chosen. */
export function TagPicker({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [custom, setCustom] = useState('');
  const options = [...new Set([...PRESET_TAGS, ...value])].map((t) => ({ label: t, value: t }));
  const add = () => {
    const t = custom.trim();
    if (!t) return;
    if (!value.includes(t)) onChange([...value, t]);
    setCustom('');
  };
  return (
    <div className={styles.picker}>
      <Selector multiple columns={4} options={options} value={value} onChange={onChange} showCheckMark={false} />
      <div className={styles.custom}>
        <Input placeholder="自定义标签" value={custom} onChange={setCustom} maxLength={10} onEnterPress={add} />
        <Button size="small" color="primary" fill="outline" onClick={add} disabled={!custom.trim()}>
          添加
        </Button>
      </div>
    </div>
  );
}
