import type { ItemAction } from '@kc/shared';

interface ActionMeta {
  label: string;
  /** destructive: asks first with this text */
  confirm?: string;
  color: 'primary' | 'danger' | 'default' | 'warning';
  fill: 'solid' | 'outline';
}

/** The buttons of the detail page, one per action the server allows. */
export const ACTION_META: Record<ItemAction, ActionMeta> = {
  submit: { label: '提交审核', color: 'primary', fill: 'solid' },
  edit: { label: '编辑', color: 'primary', fill: 'outline' },
  copy: { label: '复制', color: 'default', fill: 'outline' },
  enable: { label: '启用', color: 'primary', fill: 'solid' },
  disable: { label: '禁用', color: 'warning', fill: 'outline', confirm: '禁用后将暂停发放，确定禁用吗？' },
  takedown: { label: '下架', color: 'danger', fill: 'outline', confirm: '下架后不能再上架，确定下架吗？' },
  delete: { label: '删除', color: 'danger', fill: 'outline', confirm: '删除后不可恢复，确定删除吗？' },
};
