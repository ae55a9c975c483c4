import { carOwnerStateLabel, type CarOwner, type CarOwnerAudit } from '@kc/shared';
import { toSecs } from '../../lib/time.js';
import type { CarOwnerRow, ModelChain } from './carowner.repository.js';

/** a certification row with its catalogue names and applicant (carOwnerRepository's `withNames`) */
export type CarOwnerListed = ModelChain & { c: CarOwnerRow; nickname: string; avatar: string };

const common = (r: CarOwnerListed) => ({
  id: r.c.id,
  state: r.c.state,
  state_label: carOwnerStateLabel[r.c.state],
  vehicle_type: r.vehicleType,
  brand_id: r.brandId,
  brand_name: r.brandName,
  series_id: r.seriesId,
  series_name: r.seriesName,
  model_id: r.modelId,
  model_name: r.modelName,
  vin: r.c.vin,
  plate: r.c.plate,
  licence_image: r.c.licenceImage,
  reject_reason: r.c.rejectReason,
  create_time: toSecs(r.c.createdAt),
  submit_time: toSecs(r.c.submittedAt),
  review_time: r.c.reviewedAt ? toSecs(r.c.reviewedAt) : 0,
});

/** the applicant's view, with what they may do now */
export const toCarOwner = (r: CarOwnerListed): CarOwner => ({
  ...common(r),
  can_cancel: r.c.state === 'pending' || r.c.state === 'approved',
  can_reapply: r.c.state === 'rejected' || r.c.state === 'withdrawn',
});

/** the auditor's view (audit/info under car_owner) */
export const toCarOwnerAudit = (r: CarOwnerListed, vinTaken: boolean): CarOwnerAudit => ({
  ...common(r),
  user_id: r.c.userId,
  nickname: r.nickname,
  avatar: r.avatar,
  vin_taken: vinTaken,
});
