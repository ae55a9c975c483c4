import { realNameStateLabel, type RealNameAudit, type RealNameStatus } from '@kc/shared';
import { toSecs } from '../../lib/time.js';
import type { RealNameRow } from './realname.repository.js';

const secs = (d: Date | null) => (d ? toSecs(d) : 0);

/** The person's own certification: masked, never the full name or ID number. */
export const toStatus = (r: RealNameRow | undefined, liveness: boolean): RealNameStatus =>
  r
    ? {
        state: r.state,
        state_label: realNameStateLabel[r.state],
        method: r.method,
        name: r.nameMasked,
        id_number: r.idMasked,
        reason: r.reason,
        submit_time: toSecs(r.submittedAt),
        decide_time: secs(r.decidedAt),
        liveness,
        liveness_url: r.state === 'pending' && r.method === 'liveness' ? r.livenessUrl : '',
      }
    : {
        state: 'none',
        state_label: realNameStateLabel.none,
        method: null,
        name: '',
        id_number: '',
        reason: '',
        submit_time: 0,
        decide_time: 0,
        liveness,
        liveness_url: '',
      };

/** The auditor's case: the full name, ID number and photos while pending (they are gone once decided). */
export const toAudit = (r: RealNameRow, nickname: string): RealNameAudit => ({
  id: r.id,
  user_id: r.userId,
  nickname,
  state: r.state,
  state_label: realNameStateLabel[r.state],
  name: r.name ?? r.nameMasked,
  id_number: r.idNumber ?? r.idMasked,
  front_image: r.frontImage,
  back_image: r.backImage,
  reason: r.reason,
  submit_time: toSecs(r.submittedAt),
  decide_time: secs(r.decidedAt),
});
