import { Tag } from 'antd-mobile';
import { RIDE_PHASE_LABELS } from '@kc/shared';

/** Tag colours by phase: 0 draft, 1 signing up, 2 sign-up closed, 3 riding, 4 over, 5 revoked. */
const COLOR: Record<number, string> = {
  0: 'default',
  1: 'success',
  2: 'warning',
  3: 'primary',
  4: 'default',
  5: 'danger',
};

/** A ride's phase as a tag (the server's label when given). */
export function RidePhaseTag({ phase, label }: { phase: number; label?: string }) {
  return (
    <Tag color={COLOR[phase] ?? 'default'} fill="outline">
      {label || RIDE_PHASE_LABELS[phase] || '未知状态'}
    </Tag>
  );
}
