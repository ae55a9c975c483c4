import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditInfo, type AuditRecord, type CallDef, type ShowCar } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import AuditDetailPage from './audit-detail-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const audit: AuditRecord = {
  id: 12,
  type: 'show_car',
  type_label: '车辆上架审核',
  target_id: 31,
  target_name: '比亚迪 海豹 2024款',
  business_name: '示例车展运营公司',
  status: 1,
  verify_type: '车辆上架审核',
  avatar: '',
  nickname: '商家老李',
  create_time: 1780000000,
  remark: '',
};
const car: ShowCar = {
  id: 31,
  name: '比亚迪 海豹 2024款',
  cover: '/uploads/new.png',
  vehicle_type: 'car',
  price_min: 16_980_000,
  price_max: 18_980_000,
  price_text: '16.98–18.98万',
  condition: 'new',
  year: 2024,
  mileage_km: null,
  energy: 'electric',
  city: '重庆',
  state: 'listed',
  state_label: '在售',
  dealer_name: '示例车展运营公司',
  listed_time: 1780000000,
  business_id: 1,
  brand_id: 1,
  brand_name: '比亚迪',
  series_id: 4,
  series_name: '海豹',
  model_id: 9,
  model_name: '2024款',
  photos: ['/uploads/new.png', '/uploads/old.png'],
  body: 'sedan',
  gearbox: 'single',
  registered_on: null,
  inspection_until: null,
  insurance_until: null,
  transfers: null,
  inspection: null,
  colour: '天际蓝',
  description: '到店可试驾',
  advisors: [{ id: 3, business_id: 1, name: '张伟', avatar: '', mobile: '13600000021', wechat: '', title: '销售顾问' }],
  update_time: 1780000000,
};

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) =>
    def === auditInfo
      ? Promise.resolve({
          audit,
          item: null,
          show_car: {
            car,
            before: {
              ...car,
              price_min: 17_980_000,
              price_max: 17_980_000,
              price_text: '17.98万',
              photos: ['/uploads/old.png'],
            },
            changed: ['price_min', 'price_max', 'photos'],
          },
          changes: { price_min: 16_980_000, price_max: 18_980_000, photos: car.photos },
        })
      : Promise.reject(new Error(def.path))) as typeof api.call);
});

describe('/b/audit/show_car/:id', () => {
  it('shows the listing after passing with the changed price and photos marked and the approved value beside', async () => {
    renderAt('/b/audit/show_car/12', [{ path: '/b/audit/:type/:id', element: <AuditDetailPage /> }]);
    expect(await screen.findByText('这是对已上线内容的修改，通过后按新内容生效')).toBeTruthy();
    const photos = screen.getByLabelText('车辆照片');
    expect(within(photos).getByText('车辆照片（2张）')).toBeTruthy();
    expect(within(photos).getByText('已修改')).toBeTruthy();
    expect(screen.getByText(/16\.98–18\.98万\s*原：17\.98万/)).toBeTruthy();
    expect(screen.getByText('查看修改前的照片（1张）')).toBeTruthy();
    expect(screen.getByText('天际蓝')).toBeTruthy();
    expect(screen.getByRole('button', { name: '通过' })).toBeTruthy();
  });
});
