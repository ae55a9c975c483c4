import { ActionSheet } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formList } from '@kc/shared';
import { api } from '../../lib/http';
import { useSession } from '../../lib/session';
import './form-picker.css';

export interface FormPickerProps {
  /** the chosen form's id, or null for 不需要报名表 */
  value: number | null;
  onChange: (formId: number | null) => void;
  /** the application-form type a new form is created for (spec 4: 1 invitation, 2 event); default 1 */
  createType?: number;
}

const NONE = 0;

/** Picks one of the current business's application forms, or 不需要报名表; links to creating a new one. */
export function FormPicker({ value, onChange, createType = 1 }: FormPickerProps) {
  const businessId = useSession((s) => s.businessId);
  // under ['forms', businessId]: the form feature's saves make it stale
  const q = useQuery({
    queryKey: ['forms', businessId, 'choices'],
    queryFn: () => api.call(formList, { page: 1, page_size: 100 }),
  });
  const [open, setOpen] = useState(false);
  const forms = q.data?.list ?? [];
  const chosen =
    value === null
      ? '不需要报名表'
      : (forms.find((f) => f.id === value)?.title ?? (q.isPending ? '加载中....' : `报名表 #${value}`));
  return (
    <div className="form-picker">
      <button
        type="button"
        className={value === null ? 'date-field is-empty' : 'date-field'}
        onClick={() => setOpen(true)}
      >
        {chosen}
      </button>
      <Link className="form-picker-create" to={`/ticket/applicationForm/create/${createType}`}>
        新建报名表
      </Link>
      <ActionSheet
        visible={open}
        extra="选择报名表"
        cancelText="取消"
        actions={[{ key: NONE, text: '不需要报名表' }, ...forms.map((f) => ({ key: f.id, text: f.title }))]}
        onAction={(a) => {
          onChange(a.key === NONE ? null : Number(a.key));
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
