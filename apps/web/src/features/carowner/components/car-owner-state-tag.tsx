import { Tag } from 'antd-mobile';
import type { CarOwnerState } from '@kc/shared';

const COLORS: Record<CarOwnerState, 'warning' | 'success' | 'danger' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'default',
};

/** A certification's state as a tag: 审核中 / 已认证 / 未通过 / 已撤回 (the label is the server's). */
export function CarOwnerStateTag({ state, label }: { state: CarOwnerState; label: string }) {
  return <Tag color={COLORS[state]}>{label}</Tag>;
}
