import { Picker } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { publishedProjectsQuery } from '../api/published-projects';

export interface ProjectPickerProps {
  value: number | null;
  /** the item's project name, for a project no longer in the published list */
  fallbackName?: string;
  onChange: (id: number) => void;
}

/** Picks one of the business's published projects; with none yet, links to creating one. */
export function ProjectPicker({ value, fallbackName, onChange }: ProjectPickerProps) {
  const businessId = useSession((s) => s.businessId);
  const q = useQuery(publishedProjectsQuery(businessId));
  const [open, setOpen] = useState(false);
  const projects = q.data?.list ?? [];
  const chosen = projects.find((p) => p.id === value)?.name ?? (value !== null ? fallbackName : undefined);

  if (q.isSuccess && projects.length === 0 && value === null) {
    return (
      <span className="picker-empty">
        暂无已发布的项目，<Link to="/project/create">去创建</Link>
      </span>
    );
  }
  return (
    <>
      <button type="button" className={chosen ? 'date-field' : 'date-field is-empty'} onClick={() => setOpen(true)}>
        {chosen ?? (q.isPending ? '加载中....' : '请选择项目')}
      </button>
      <Picker
        title="选择项目"
        visible={open}
        columns={[projects.map((p) => ({ label: p.name, value: p.id }))]}
        value={value === null ? [] : [value]}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          if (typeof v[0] === 'number') onChange(v[0]);
        }}
      />
    </>
  );
}
