import { Button, Form, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import type { FunlySlot } from '@kc/shared';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf, showError } from '../../../lib/http';
import type { SlotInput } from '../api/funly-slot-save';
import styles from './run.module.css';

interface Values {
  title: string;
  start_time: number | null;
  end_time: number | null;
  capacity: string;
}
type Errors = Partial<Record<keyof Values, string>>;

/** The messages of an unsendable slot (the same words as the server's). */
export const slotErrors = (v: Values): Errors => {
  const e: Errors = {};
  const title = v.title.trim();
  if (!title) e.title = '请输入时段名称';
  else if (title.length > 20) e.title = '时段名称最多20个字';
  if (v.start_time === null) e.start_time = '请选择开始时间';
  if (v.end_time === null) e.end_time = '请选择结束时间';
  else if (v.start_time !== null && v.end_time <= v.start_time) e.end_time = '结束时间须晚于开始时间';
  const cap = v.capacity.trim();
  if (!cap) e.capacity = '请输入可约人数';
  else if (!/^\d+$/.test(cap) || Number(cap) < 1) e.capacity = '可约人数至少1人';
  else if (Number(cap) > 100000) e.capacity = '可约人数过大';
  return e;
};

const valuesOf = (slot: FunlySlot | null): Values =>
  slot
    ? { title: slot.title, start_time: slot.start_time, end_time: slot.end_time, capacity: String(slot.capacity) }
    : { title: '', start_time: null, end_time: null, capacity: '' };

export interface RunSlotPopupProps {
  /** the slot being edited, null to add one; undefined keeps the popup closed */
  slot: FunlySlot | null | undefined;
  busy: boolean;
  /** suggested start for a new slot (the event's start) */
  suggestStart?: number | null;
  onClose: () => void;
  /** sends the slot; a rejection's field errors go under the fields, any other is shown */
  onSave: (input: SlotInput) => Promise<void>;
}

function SlotForm({ slot, busy, suggestStart, onClose, onSave }: RunSlotPopupProps & { slot: FunlySlot | null }) {
  const [values, setValues] = useState<Values>(() => valuesOf(slot));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Values>(k: K, v: Values[K]) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const submit = async () => {
    const e = slotErrors(values);
    setErrors(e);
    if (Object.keys(e).length > 0) return;
    try {
      await onSave({
        title: values.title.trim(),
        start_time: values.start_time!,
        end_time: values.end_time!,
        capacity: Number(values.capacity.trim()),
      });
    } catch (err) {
      const server: Errors = {};
      for (const f of fieldErrorsOf(err)) if (f.field in values) server[f.field as keyof Values] ??= f.message;
      setErrors(server);
      if (Object.keys(server).length === 0) showError(err);
    }
  };
  const suggest = () => new Date((values.start_time ?? suggestStart ?? Math.floor(Date.now() / 1000)) * 1000);
  // a slot usually lasts a couple of hours: the end picker opens two hours after the start
  const suggestEnd = () => new Date(suggest().getTime() + 2 * 3600_000);
  return (
    <>
      <h3 className={styles.popupTitle}>{slot ? '编辑时段' : '添加时段'}</h3>
      <Form layout="horizontal" requiredMarkStyle="asterisk">
        <FormField label="时段名称" required error={errors.title}>
          <Input
            aria-label="时段名称"
            placeholder="如 上午场"
            value={values.title}
            maxLength={20}
            clearable
            onChange={(v) => set('title', v)}
          />
        </FormField>
        <FormField label="开始时间" required error={errors.start_time}>
          <DateField
            value={values.start_time}
            precision="minute"
            placeholder="选择开始时间"
            title="开始时间"
            suggest={suggest}
            onChange={(v) => set('start_time', v)}
          />
        </FormField>
        <FormField label="结束时间" required error={errors.end_time}>
          <DateField
            value={values.end_time}
            precision="minute"
            placeholder="选择结束时间"
            title="结束时间"
            suggest={suggestEnd}
            onChange={(v) => set('end_time', v)}
          />
        </FormField>
        <FormField
          label="可约人数"
          required
          error={errors.capacity}
          extra={slot && slot.booked > 0 ? `已约${slot.booked}人，不能少于已约人数` : undefined}
        >
          <Input
            aria-label="可约人数"
            placeholder="请输入可约人数"
            inputMode="numeric"
            value={values.capacity}
            onChange={(v) => set('capacity', v)}
          />
        </FormField>
      </Form>
      <div className={styles.popupButtons}>
        <Button block onClick={onClose}>
          取消
        </Button>
        <Button block color="primary" loading={busy} onClick={() => void submit()}>
          保存
        </Button>
      </div>
    </>
  );
}

/** Adding or editing an appointment slot in a bottom popup: title, start, end, capacity. */
export function RunSlotPopup(props: RunSlotPopupProps) {
  return (
    <Popup visible={props.slot !== undefined} onMaskClick={props.onClose} bodyClassName={styles.popup} destroyOnClose>
      {props.slot !== undefined && <SlotForm key={props.slot?.id ?? 'new'} {...props} slot={props.slot} />}
    </Popup>
  );
}
