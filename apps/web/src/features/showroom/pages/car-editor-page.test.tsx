import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, saleAdvisorList, showCarManageInfo, showCarSave } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { advisorOf, answerCalls, carOf, sentTo } from '../components/showroom-test-data';
import CarEditorPage from './car-editor-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/b/show-car/create', element: <CarEditorPage /> },
  { path: '/b/show-car/edit/:id', element: <CarEditorPage /> },
];
const fieldError = (text: string) => screen.findByText(text, { selector: '.field-error' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });
const advisors = () => ({
  list: [
    { ...advisorOf(), car_count: 2 },
    { ...advisorOf({ id: 4, name: '刘洋' }), car_count: 1 },
  ],
});
/** Input kept from an earlier visit (the model and photos are picked with pickers and uploads). */
const keep = (values: Record<string, unknown>) =>
  sessionStorage.setItem('form:/b/show-car/create', JSON.stringify(values));
const PICK = { brand_id: 1, series_id: 4, model_id: 9, pick_text: '比亚迪 海豹 2024款 荣耀版', vehicle_type: 'car' };

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  sessionStorage.clear();
});

describe('the listing form', () => {
  it('提交审核 of an empty form shows every field the server names, under the field', async () => {
    answerCalls([
      [saleAdvisorList, advisors],
      [
        showCarSave,
        () => {
          throw new ApiError(ErrorCode.VALIDATION, '请选择车型', {
            fields: [
              { field: 'model_id', message: '请选择车型' },
              { field: 'photos', message: '请上传至少1张照片' },
              { field: 'price_min', message: '请填写价格' },
              { field: 'advisor_ids', message: '请选择至少1位销售顾问' },
            ],
          });
        },
      ],
    ]);
    renderAt('/b/show-car/create', routes);
    fireEvent.click(await screen.findByRole('button', { name: '提交审核' }));
    await fieldError('请选择车型');
    await fieldError('请上传至少1张照片');
    await fieldError('请填写价格');
    await fieldError('请选择至少1位销售顾问');
    expect(sentTo(showCarSave)[0]).toMatchObject({ submit: true, brand_id: null, photos: [], condition: 'new' });
  });

  it('a price that is not one (three decimals) is named and nothing is sent', async () => {
    answerCalls([[saleAdvisorList, advisors]]);
    renderAt('/b/show-car/create', routes);
    await screen.findByRole('button', { name: '保存草稿' });
    type('售价（万）', '17.985');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await fieldError('价格为数字，最多两位小数（单位：万）');
    expect(sentTo(showCarSave)).toHaveLength(0);
  });

  it('保存草稿 sends the price range in fen and the advisors in the order ticked, and opens the draft', async () => {
    answerCalls([
      [saleAdvisorList, advisors],
      [showCarSave, () => carOf({ id: 41, state: 'draft', actions: ['edit', 'submit', 'delete'] })],
    ]);
    keep({ ...PICK, photos: ['/uploads/a.png', '/uploads/b.png'] });
    const { path } = renderAt('/b/show-car/create', routes);
    expect(await screen.findByText('比亚迪 海豹 2024款 荣耀版')).toBeTruthy();
    expect(screen.getByText('已恢复上次未保存的内容，记得保存')).toBeTruthy();
    fireEvent.click(screen.getByText('价格区间'));
    type('最低价（万）', '17.98');
    type('最高价（万）', '23.98');
    fireEvent.click(screen.getByText('纯电'));
    fireEvent.click(screen.getByText('轿车'));
    fireEvent.click(screen.getByText('单速'));
    type('车身颜色', '天际蓝');
    type('所在城市', '重庆');
    fireEvent.click(await screen.findByText('刘洋'));
    fireEvent.click(screen.getByText('张伟'));
    // the second photo becomes the cover
    fireEvent.click(screen.getByRole('button', { name: '第2张设为封面' }));
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(path()).toBe('/b/show-car/edit/41'));
    expect(sentTo(showCarSave)[0]).toEqual({
      brand_id: 1,
      series_id: 4,
      model_id: 9,
      photos: ['/uploads/b.png', '/uploads/a.png'],
      price_min: 17_980_000,
      price_max: 23_980_000,
      energy: 'electric',
      body: 'sedan',
      gearbox: 'single',
      year: null,
      condition: 'new',
      mileage_km: null,
      registered_on: null,
      inspection_until: null,
      insurance_until: null,
      transfers: null,
      inspection: null,
      colour: '天际蓝',
      city: '重庆',
      description: '',
      advisor_ids: [4, 3],
      submit: false,
    });
    expect(sessionStorage.getItem('form:/b/show-car/create')).toBeNull();
  });

  it('a used car sends its inspection; 提交审核 opens the result page', async () => {
    answerCalls([
      [saleAdvisorList, advisors],
      [showCarSave, () => carOf({ id: 42, state: 'auditing', actions: [] })],
    ]);
    keep({
      ...PICK,
      photos: ['/uploads/a.png'],
      price_min: '14.6',
      energy: 'gasoline',
      body: 'sedan',
      gearbox: 'cvt',
      year: '2024',
      colour: '琥珀棕',
      city: '重庆',
      advisor_ids: [3],
      condition: 'used',
      registered_on: '2024-01-20',
      inspection_until: '2028-01-31',
      insurance_until: '2026-01-19',
    });
    const { path } = renderAt('/b/show-car/create', routes);
    await screen.findByRole('button', { name: '提交审核' });
    type('行驶里程（公里）', '26000');
    type('过户次数', '1');
    fireEvent.click(await screen.findByText('无重大碰撞'));
    fireEvent.click(screen.getByText('无泡水'));
    fireEvent.click(screen.getByText('有火烧记录'));
    type('火烧情况说明', '发动机舱线束轻微熏黑');
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(path()).toBe('/b/show-car/create/result?id=42'));
    expect(sentTo(showCarSave)[0]).toMatchObject({
      submit: true,
      condition: 'used',
      price_min: 14_600_000,
      price_max: 14_600_000,
      year: 2024,
      mileage_km: 26_000,
      transfers: 1,
      registered_on: '2024-01-20',
      inspection: {
        collision: { passed: true, note: '' },
        flood: { passed: true, note: '' },
        fire: { passed: false, note: '发动机舱线束轻微熏黑' },
      },
    });
  });

  it('a listed car says its changes are reviewed and has one button, 提交修改', async () => {
    answerCalls([
      [saleAdvisorList, advisors],
      [showCarManageInfo, () => carOf()],
      [showCarSave, () => carOf({ pending_change: { fields: ['price_min'], create_time: 1780000000 } })],
    ]);
    const { path } = renderAt('/b/show-car/edit/31', routes);
    expect(await screen.findByText(/修改价格、照片等信息需重新审核/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
    expect((screen.getByLabelText('最低价（万）', { selector: 'input' }) as HTMLInputElement).value).toBe('17.98');
    type('最低价（万）', '16.98');
    fireEvent.click(screen.getByRole('button', { name: '提交修改' }));
    await waitFor(() => expect(path()).toBe('/show-car/carSelfSalelist'));
    expect(sentTo(showCarSave)[0]).toMatchObject({
      id: 31,
      submit: false,
      price_min: 16_980_000,
      price_max: 23_980_000,
    });
  });

  it('a car under review cannot be edited', async () => {
    answerCalls([[showCarManageInfo, () => carOf({ state: 'auditing', actions: [] })]]);
    renderAt('/b/show-car/edit/31', routes);
    expect(await screen.findByText('当前不能编辑')).toBeTruthy();
    expect(screen.getByText('车辆正在审核中，审核完成后可再编辑')).toBeTruthy();
  });
});
