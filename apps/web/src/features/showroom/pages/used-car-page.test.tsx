import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carBookingCancel, carBookingCreate, ErrorCode, showCarDetail } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { copyText } from '../../../lib/platform';
import { renderAt } from '../../../test/render-at';
import { answerCalls, bookingOf, sentTo, usedDetailOf } from '../components/showroom-test-data';
import CarDetailPage from './car-detail-page';
import UsedCarPage from './used-car-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));
vi.mock('../../../lib/platform', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  copyText: vi.fn(() => Promise.resolve(true)),
}));

const routes = [
  { path: '/used-car/:id?', element: <UsedCarPage /> },
  { path: '/show-car/detail', element: <CarDetailPage /> },
];
const fieldError = (text: string) => screen.findByText(text, { selector: '.field-error' });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(confirmAction).mockClear();
  // 2030-06-10 08:00 in Asia/Shanghai: every slot of that day is still ahead
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-06-10T08:00:00+08:00'));
});
afterEach(() => vi.useRealTimers());

describe('/used-car/:id', () => {
  it('shows the photos, price, mileage, registration, expiries, transfers and the inspection summary', async () => {
    answerCalls([[showCarDetail, () => usedDetailOf()]]);
    renderAt('/used-car/35', routes);
    expect(await screen.findByRole('heading', { name: '丰田 凯美瑞 2024款 双擎 2.5HQ 旗舰版' })).toBeTruthy();
    expect(screen.getAllByText('19.8万').length).toBeGreaterThan(0);
    const facts = screen.getByLabelText('车况概览');
    expect(within(facts).getByText('1.8万公里')).toBeTruthy();
    expect(within(facts).getByText('2024-03-15')).toBeTruthy();
    expect(within(facts).getByText('0次')).toBeTruthy();
    expect(screen.getByText('2028-03-31')).toBeTruthy();
    expect(screen.getByText('2026-03-14')).toBeTruthy();
    const report = screen.getByLabelText('检测报告');
    expect(within(report).getByText('无重大碰撞')).toBeTruthy();
    expect(within(report).getByText('发动机舱线束有轻微熏黑，已更换')).toBeTruthy();
    expect(screen.getByRole('img', { name: /照片，第1张/ })).toBeTruthy();
    expect(sentTo(showCarDetail)[0]).toEqual({ id: 35 });
  });

  it('预约看车 checks the day, slot and mobile, then books; the booking shows with 取消预约', async () => {
    let booked: ReturnType<typeof bookingOf> | null = null;
    answerCalls([
      [showCarDetail, () => usedDetailOf({ my_booking: booked })],
      [
        carBookingCreate,
        (q) => {
          booked = bookingOf({ date: q.date as string, slot: q.slot as number, mobile: q.mobile as string });
          return booked;
        },
      ],
      [carBookingCancel, () => ({ ...booked!, state: 'cancelled' })],
    ]);
    renderAt('/used-car/35', routes);
    const submit = await screen.findByRole('button', { name: '预约看车' });
    fireEvent.change(screen.getByLabelText('联系手机号', { selector: 'input' }), { target: { value: '1380000' } });
    fireEvent.click(submit);
    await fieldError('请选择看车日期');
    await fieldError('请选择看车时段');
    await fieldError('请输入正确的手机号');
    expect(sentTo(carBookingCreate)).toHaveLength(0);

    // the day picker opens on today; its 确定 picks it
    fireEvent.click(screen.getByRole('button', { name: '看车日期：请选择日期' }));
    fireEvent.click(await screen.findByText('确定'));
    await screen.findByRole('button', { name: '看车日期：2030-06-10' });
    fireEvent.click(screen.getByText('14:00-16:00'));
    fireEvent.change(screen.getByLabelText('联系手机号', { selector: 'input' }), {
      target: { value: '+86 138 0000 0001' },
    });
    fireEvent.click(screen.getByRole('button', { name: '预约看车' }));
    expect(await screen.findByText('已预约看车')).toBeTruthy();
    expect(sentTo(carBookingCreate)[0]).toEqual({
      car_id: 35,
      date: '2030-06-10',
      slot: 3,
      mobile: '+86 138 0000 0001',
    });
    expect(screen.getByText('2030-06-10 14:00-16:00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '取消预约' }));
    await waitFor(() => expect(sentTo(carBookingCancel)).toEqual([{ id: 7 }]));
    expect(confirmAction).toHaveBeenCalledWith('确定取消这次看车预约吗？');
  });

  it('the server’s refusal of a time lands under its field', async () => {
    answerCalls([
      [showCarDetail, () => usedDetailOf()],
      [
        carBookingCreate,
        () => {
          throw new ApiError(ErrorCode.VALIDATION, '请选择未来的看车时间', {
            fields: [{ field: 'slot', message: '请选择未来的看车时间' }],
          });
        },
      ],
    ]);
    renderAt('/used-car/35', routes);
    fireEvent.click(await screen.findByRole('button', { name: '看车日期：请选择日期' }));
    fireEvent.click(await screen.findByText('确定'));
    await screen.findByRole('button', { name: '看车日期：2030-06-10' });
    fireEvent.click(screen.getByText('09:00-11:00'));
    fireEvent.click(screen.getByRole('button', { name: '预约看车' }));
    await fieldError('请选择未来的看车时间');
  });
});

describe('/show-car/detail', () => {
  it('advisor cards call by tel: and copy the WeChat id; a used car leads to its own page', async () => {
    answerCalls([[showCarDetail, () => usedDetailOf()]]);
    const { path } = renderAt('/show-car/detail?id=35', routes);
    const card = await screen.findByRole('article', { name: '销售顾问张伟' });
    expect(within(card).getByRole('link', { name: '拨打电话给张伟' }).getAttribute('href')).toBe('tel:13600000021');
    fireEvent.click(within(card).getByRole('button', { name: /复制张伟的微信号/ }));
    await waitFor(() => expect(copyText).toHaveBeenCalledWith('kc_zhangwei'));
    expect(screen.getByText('示例车展运营公司')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '车况详情与预约' }));
    await waitFor(() => expect(path()).toBe('/used-car/35'));
  });

  it('预约看车 of a new car opens the booking sheet, whose form loads when the sheet first opens', async () => {
    answerCalls([[showCarDetail, () => usedDetailOf({ condition: 'new', my_booking: null })]]);
    renderAt('/show-car/detail?id=35', routes);
    fireEvent.click(await screen.findByRole('button', { name: '预约看车' }));
    expect(await screen.findByRole('textbox', { name: '联系手机号' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '预约看车' })).toHaveLength(2);
  });

  it('a tap on a photo opens the photos full screen (the viewer loads on that first tap)', async () => {
    answerCalls([[showCarDetail, () => usedDetailOf()]]);
    renderAt('/show-car/detail?id=35', routes);
    fireEvent.click(await screen.findByRole('button', { name: '查看大图：第1张' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).toBeTruthy());
  });
});
