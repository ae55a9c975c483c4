import { statisticsGuardSettings } from '@kc/shared';
import type { GuardSettingsQuery } from '../api/statistics-guard-settings';

export interface GuardSettingsValues {
  capacity: string;
  alert_per_minute: string;
}

/** A typed figure as a number ('' stays absent, so the rule asks for it). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** The form's values checked by the contract's rule: the query to send, or a message per field. */
export const checkGuardSettings = (
  projectId: number,
  v: GuardSettingsValues,
): { query: GuardSettingsQuery } | { errors: Partial<Record<keyof GuardSettingsValues, string>> } => {
  const r = statisticsGuardSettings.query.safeParse({
    project_id: projectId,
    capacity: numberOf(v.capacity),
    alert_per_minute: numberOf(v.alert_per_minute),
  });
  if (r.success) return { query: r.data };
  const errors: Partial<Record<keyof GuardSettingsValues, string>> = {};
  for (const issue of r.error.issues) {
    const field = issue.path[0];
    if (field === 'capacity' || field === 'alert_per_minute') errors[field] ??= issue.message;
  }
  return { errors };
};
