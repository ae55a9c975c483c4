import type { FieldError } from '../common/errors.js';

/** An event's times in unix seconds; null where not chosen yet. */
export interface FunlyTimes {
  start_time: number | null;
  end_time: number | null;
  signup_start: number | null;
  signup_end: number | null;
}

/**
 * The order an event's times must keep — the one home of it: the server refuses a save that breaks it and the
 * editor names the field before sending. The end still to come is the server's (it reads its clock).
 */
export function funlyTimeProblems(t: FunlyTimes): FieldError[] {
  const p: FieldError[] = [];
  if (t.start_time !== null && t.end_time !== null && t.end_time <= t.start_time)
    p.push({ field: 'end_time', message: '结束时间须晚于开始时间' });
  if (t.signup_end !== null && t.end_time !== null && t.signup_end > t.end_time)
    p.push({ field: 'signup_end', message: '报名截止时间不能晚于活动结束时间' });
  if (t.signup_start !== null && t.signup_end !== null && t.signup_start >= t.signup_end)
    p.push({ field: 'signup_end', message: '报名截止时间须晚于报名开始时间' });
  return p;
}
