import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MerchantAudit } from '@kc/shared';
import { MerchantAuditView } from './merchant-audit-view';

const application = (over: Partial<MerchantAudit> = {}): MerchantAudit => ({
  id: 4,
  user_id: 12,
  nickname: '车行老板老周',
  avatar: '',
  applicant_mobile: '138****0008',
  applicant_name: '周建华',
  applicant_id_number: '500112**********18',
  applicant_is_legal_person: true,
  verified: true,
  state: 'pending',
  state_label: '审核中',
  shop_kind: 11,
  shop_kind_label: '线下门店',
  tags: ['汽车经销商', '二手车商'],
  name: '重庆渝北鑫驰汽车销售有限公司',
  credit_code: '91500112MA60QR7H43',
  legal_person: '周建华',
  address: '重庆市渝北区龙溪街道松石北路168号',
  contact_name: '周建华',
  contact_mobile: '13800000008',
  licence_image: '/static-kc2/merchant/business-licence.svg',
  recognised: null,
  mismatches: [],
  reject_reason: '',
  business_id: null,
  submit_time: 1780000000,
  create_time: 1780000000,
  ...over,
});

describe('MerchantAuditView', () => {
  it('shows the applicant, the enterprise, its code, the tags and the licence photo to read by hand', () => {
    render(<MerchantAuditView merchant={application()} />);
    expect(screen.getByText('车行老板老周（138****0008）')).toBeTruthy();
    expect(screen.getByText('500112**********18')).toBeTruthy();
    expect(screen.getByText('同一人')).toBeTruthy();
    expect(screen.getByText('91500112MA60QR7H43')).toBeTruthy();
    expect(screen.getByText('汽车经销商、二手车商')).toBeTruthy();
    expect(screen.getByText('线下门店')).toBeTruthy();
    expect(screen.getByAltText('重庆渝北鑫驰汽车销售有限公司的营业执照照片')).toBeTruthy();
    expect(screen.getByText(/营业执照未经自动识别，请人工核对/)).toBeTruthy();
    expect(screen.queryByText('营业执照识别结果')).toBeNull();
  });

  it('shows what the provider read and flags the fields entered differently', () => {
    render(
      <MerchantAuditView
        merchant={application({
          applicant_is_legal_person: false,
          recognised: {
            name: '重庆渝北鑫驰汽车有限公司',
            credit_code: '91500112MA60QR7H43',
            legal_person: '周建华',
            address: '',
          },
          mismatches: [
            {
              field: 'name',
              label: '企业名称',
              entered: '重庆渝北鑫驰汽车销售有限公司',
              recognised: '重庆渝北鑫驰汽车有限公司',
            },
          ],
        })}
      />,
    );
    expect(screen.getByText('填写内容与营业执照识别结果不一致：企业名称')).toBeTruthy();
    expect(screen.getByText('营业执照识别结果')).toBeTruthy();
    expect(screen.getByText('重庆渝北鑫驰汽车有限公司')).toBeTruthy();
    expect(screen.getByText('未识别')).toBeTruthy();
    expect(screen.getByText('非同一人，请核实授权')).toBeTruthy();
  });
});
