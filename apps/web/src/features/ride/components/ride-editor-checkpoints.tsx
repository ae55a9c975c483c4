import { Button, Input } from 'antd-mobile';
import { formatDate, type RideCheckpoint } from '@kc/shared';
import { DateField } from '../../../components/ui/date-field';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { newCheckpoint, type CheckpointErrors, type CheckpointValues } from './ride-editor-values';
import styles from './ride-editor.module.css';

const MAX = 10;

/** The typed fields of a checkpoint, in order. */
const TEXT_FIELDS: {
  key: 'name' | 'latitude' | 'longitude' | 'radius';
  label: string;
  placeholder: string;
  inputMode?: 'decimal' | 'numeric';
  maxLength?: number;
  extra?: string;
}[] = [
  { key: 'name', label: '名称', placeholder: '如：服务区集合点', maxLength: 30 },
  { key: 'latitude', label: '纬度', placeholder: '如：29.563009', inputMode: 'decimal' },
  { key: 'longitude', label: '经度', placeholder: '如：106.551556', inputMode: 'decimal' },
  { key: 'radius', label: '打卡半径', placeholder: '50–5000', inputMode: 'numeric', extra: '米' },
];

/** Checkpoints once the ride has started: shown, not editable (the server refuses any change). */
export function LockedCheckpoints({ list }: { list: RideCheckpoint[] }) {
  return (
    <section className="section" aria-label="打卡点">
      <h3 className="kv-title">打卡点</h3>
      <p className="notice-warning">骑行已开始，打卡点已锁定</p>
      <ol className={styles.lockedList}>
        {list.map((c) => (
          <li key={c.id}>
            <strong>{c.name}</strong>
            <span>
              {c.latitude}, {c.longitude} · 半径{c.radius}米
            </span>
            <span>
              {formatDate(c.open_time, 'm.d h:i')}–{formatDate(c.close_time, 'm.d h:i')}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export interface CheckpointsEditorProps {
  list: CheckpointValues[];
  errors: CheckpointErrors;
  /** the list-level message (none added) */
  error?: string;
  /** where the window pickers open (the ride's start) */
  startTime: number | null;
  onChange: (list: CheckpointValues[]) => void;
}

/** The checkpoints in riding order: add (≤10), remove, move up/down; each a name, a point, a radius and a window. */
export function CheckpointsEditor({ list, errors, error, startTime, onChange }: CheckpointsEditorProps) {
  const update = (i: number, patch: Partial<CheckpointValues>) =>
    onChange(list.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...list];
    const [c] = next.splice(i, 1);
    next.splice(i + by, 0, c!);
    onChange(next);
  };
  const suggest = () => new Date((startTime ?? Math.floor(Date.now() / 1000) + 86400) * 1000);

  return (
    <>
      {list.map((c, i) => {
        const n = i + 1;
        const e = (f: string) => errors[`${i}.${f}`];
        return (
          <FormSection key={c.key} title={`打卡点 ${n}`}>
            <div className={styles.cpTools}>
              <Button
                size="mini"
                fill="none"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={`上移打卡点${n}`}
              >
                上移
              </Button>
              <Button
                size="mini"
                fill="none"
                disabled={i === list.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`下移打卡点${n}`}
              >
                下移
              </Button>
              <Button
                size="mini"
                fill="none"
                color="danger"
                onClick={() => onChange(list.filter((_, j) => j !== i))}
                aria-label={`删除打卡点${n}`}
              >
                删除
              </Button>
            </div>
            {TEXT_FIELDS.map((f) => (
              <FormField key={f.key} label={f.label} required extra={f.extra} error={e(f.key)}>
                <Input
                  aria-label={`打卡点${n}${f.label}`}
                  placeholder={f.placeholder}
                  inputMode={f.inputMode}
                  maxLength={f.maxLength}
                  value={c[f.key]}
                  onChange={(x) => update(i, { [f.key]: x })}
                />
              </FormField>
            ))}
            <FormField label="开放时间" required error={e('open_time')}>
              <DateField
                precision="minute"
                placeholder="请选择开放时间"
                title={`打卡点${n}开放时间`}
                value={c.open_time}
                onChange={(x) => update(i, { open_time: x })}
                suggest={suggest}
              />
            </FormField>
            <FormField label="关闭时间" required error={e('close_time')}>
              <DateField
                precision="minute"
                placeholder="请选择关闭时间"
                title={`打卡点${n}关闭时间`}
                value={c.close_time}
                onChange={(x) => update(i, { close_time: x })}
                suggest={() => new Date(((c.open_time ?? suggest().getTime() / 1000) + 3600) * 1000)}
              />
            </FormField>
          </FormSection>
        );
      })}
      <div className={styles.cpAdd}>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <Button
          block
          color="primary"
          fill="outline"
          disabled={list.length >= MAX}
          onClick={() => onChange([...list, newCheckpoint()])}
        >
          {list.length >= MAX ? '最多10个打卡点' : '添加打卡点'}
        </Button>
        <p className={styles.hint}>打卡时间窗口须在出发前2小时至结束后2小时之间；骑行开始后打卡点不能修改</p>
      </div>
    </>
  );
}
