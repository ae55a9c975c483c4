import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CarOwnerAudit } from '@kc/shared';
import { CarOwnerAuditView } from './car-owner-audit-view';

const application = (over: Partial<CarOwnerAudit> = {}): CarOwnerAudit => ({
  id: 7,
  user_id: 2,
  nickname: '观众小王',
  avatar: '',
  state: 'pending',
  state_label: '审核中',
  vehicle_type: 'car',
  brand_id: 3,
  brand_name: '比亚迪',
  series_id: 31,
  series_name: '汉',
  model_id: 311,
  model_name: '2024款 EV 荣耀版',
  vin: 'LSVAU218XN2183294',
  plate: '渝A8K2M6',
  licence_image: '/static-kc2/carowner/driving-licence.svg',
  reject_reason: '',
  create_time: 1780000000,
  submit_time: 1780000000,
  review_time: 0,
  vin_taken: false,
  ...over,
});

describe('CarOwnerAuditView', () => {
  it('shows the applicant, the car, the VIN, the plate and the driving licence photo', () => {
    render(<CarOwnerAuditView carOwner={application()} />);
    expect(screen.getByText('观众小王')).toBeTruthy();
    expect(screen.getByText('比亚迪 汉')).toBeTruthy();
    expect(screen.getByText('LSVAU218XN2183294')).toBeTruthy();
    expect(screen.getByText('渝A8K2M6')).toBeTruthy();
    expect(screen.getByAltText('观众小王的行驶证照片')).toBeTruthy();
    expect(screen.queryByText(/已由其他车主认证/)).toBeNull();
  });

  it('flags a VIN another person holds certified', () => {
    render(<CarOwnerAuditView carOwner={application({ vin_taken: true })} />);
    expect(screen.getByText('该车架号已由其他车主认证，无法通过，请驳回')).toBeTruthy();
  });
});
