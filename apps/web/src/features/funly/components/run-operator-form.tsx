import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { FUNLY_OPERATOR_ROLES, funlyOperatorRoleLabel, normalizeMobile, type FunlyOperatorRole } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField } from '../../../components/ui/form-field';
import { OptionSelector } from '../../../components/ui/option-selector';
import { fieldErrorsOf, showError } from '../../../lib/http';
import styles from './run.module.css';

export interface OperatorValues {
  mobile: string;
  name: string;
  role: FunlyOperatorRole | null;
}
type Errors = Partial<Record<keyof OperatorValues, string>>;

/** What each role may do, shown under the choice. */
export const ROLE_HELP: Record<FunlyOperatorRole, string> = {
  manager: '管理员：可管理报名（审核、撤销签到）和预约时段',
  checkin: '签到员：只能扫描入场码为报名者签到',
};

/** Local messages: the mobile (spec 5 rule; only when adding), the name, the role. */
export const operatorErrors = (v: OperatorValues, editing: boolean): Errors => {
  const e: Errors = {};
  if (!editing) {
    if (!v.mobile.trim()) e.mobile = '请输入手机号';
    else if (!normalizeMobile(v.mobile)) e.mobile = '请输入正确的手机号';
  }
  const name = v.name.trim();
  if (!name) e.name = '请输入姓名';
  else if (name.length > 20) e.name = '姓名最多20个字';
  if (!v.role) e.role = '请选择角色';
  return e;
};

export interface RunOperatorFormProps {
  initial: OperatorValues;
  /** editing: the mobile cannot change */
  editing: boolean;
  busy: boolean;
  /** the checked values (mobile normalised, name trimmed) */
  onSave: (v: { mobile: string; name: string; role: FunlyOperatorRole }) => Promise<void>;
}

/** An operator: mobile (fixed when editing), name, role with what each role may do. */
export function RunOperatorForm({ initial, editing, busy, onSave }: RunOperatorFormProps) {
  const [values, setValues] = useState<OperatorValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof OperatorValues>(k: K, v: OperatorValues[K]) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const submit = async () => {
    const e = operatorErrors(values, editing);
    setErrors(e);
    if (Object.keys(e).length > 0) return;
    try {
      await onSave({
        mobile: editing ? values.mobile : (normalizeMobile(values.mobile) ?? values.mobile),
        name: values.name.trim(),
        role: values.role!,
      });
    } catch (err) {
      const server: Errors = {};
      for (const f of fieldErrorsOf(err)) if (f.field in values) server[f.field as keyof OperatorValues] ??= f.message;
      setErrors(server);
      if (Object.keys(server).length === 0) showError(err);
    }
  };
  return (
    <div className="has-form-actions">
      <Form layout="horizontal" mode="card" requiredMarkStyle="asterisk">
        <FormField
          label="手机号"
          required={!editing}
          error={errors.mobile}
          extra={editing ? '手机号不能修改' : undefined}
        >
          <Input
            aria-label="手机号"
            placeholder="请输入运营人员手机号"
            type="tel"
            inputMode="tel"
            value={values.mobile}
            disabled={editing}
            clearable={!editing}
            onChange={(v) => set('mobile', v)}
          />
        </FormField>
        <FormField label="姓名" required error={errors.name}>
          <Input
            aria-label="姓名"
            placeholder="请输入姓名"
            value={values.name}
            maxLength={20}
            clearable
            onChange={(v) => set('name', v)}
          />
        </FormField>
        <FormField label="角色" required vertical error={errors.role}>
          <OptionSelector
            options={FUNLY_OPERATOR_ROLES.map((r) => ({ value: r, label: funlyOperatorRoleLabel[r] }))}
            value={values.role}
            onChange={(r) => set('role', r)}
          />
          <ul className={styles.roleHelp}>
            {FUNLY_OPERATOR_ROLES.map((r) => (
              <li key={r}>{ROLE_HELP[r]}</li>
            ))}
          </ul>
        </FormField>
      </Form>
      <ActionBar>
        <Button block color="primary" loading={busy} onClick={() => void submit()}>
          保存
        </Button>
      </ActionBar>
    </div>
  );
}
