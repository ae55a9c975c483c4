import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { BOOKING_DAYS_AHEAD, BOOKING_SLOT_HOURS, bookingSlotLabel, normalizeMobile, type CarBooking } from '@kc/shared';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { OptionSelector } from '../../../components/ui/option-selector';
import { confirmAction } from '../../../components/ui/confirm';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useCarBookingCancel } from '../api/car-booking-cancel';
import { useCarBookingCreate } from '../api/car-booking-create';
import { DayField } from './day-field';
import styles from './booking-form.module.css';

/** Today in Asia/Shanghai as YYYY-MM-DD. */
export const shanghaiToday = (now: number): string => new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
/** Whether slot `slot` of `day` (Asia/Shanghai) has not begun. */
export const slotAhead = (day: string, slot: number, now: number): boolean =>
  new Date(`${day}T${String(BOOKING_SLOT_HOURS[slot - 1]).padStart(2, '0')}:00:00+08:00`).getTime() > now;

const SLOTS = [1, 2, 3, 4].map((value) => ({ value, label: bookingSlotLabel[value]! }));
type Errors = Partial<Record<'date' | 'slot' | 'mobile', string>>;

/** The person's pending booking, with 取消预约 (asks first). */
function Booked({ booking }: { booking: CarBooking }) {
  const cancel = useCarBookingCancel();
  const ask = async () => {
    if (!(await confirmAction('确定取消这次看车预约吗？'))) return;
    try {
      await cancel.mutateAsync(booking.id);
      Toast.show({ icon: 'success', content: '已取消预约' });
    } catch (e) {
      showError(e);
    }
  };
  return (
    <section className={styles.booked} aria-label="我的预约">
      <h3 className={styles.title}>已预约看车</h3>
      <p>
        {booking.date} {booking.slot_label}
      </p>
      <p className={styles.muted}>联系电话 {booking.mobile}，商家会在看车前与你联系确认</p>
      <Button size="small" fill="outline" loading={cancel.isPending} onClick={() => void ask()}>
        取消预约
      </Button>
    </section>
  );
}

/**
 * 预约看车: a day (today to 30 days ahead), a slot that has not begun, and a mobile (spec 5's validator; the
 * session's by default). One pending booking per person and car: with one, it is shown with 取消预约 instead.
 */
export function BookingForm({ carId, booking }: { carId: number; booking: CarBooking | null }) {
  const sessionMobile = useSession((s) => s.mobile);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<number | null>(null);
  const [mobile, setMobile] = useState(sessionMobile);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCarBookingCreate();
  // the page's moment: the days and slots offered (the server checks again when booking)
  const [now] = useState(() => Date.now());
  if (booking) return <Booked booking={booking} />;
  const today = shanghaiToday(now);
  const submit = async () => {
    const e: Errors = {};
    if (!date) e.date = '请选择看车日期';
    if (slot === null) e.slot = '请选择看车时段';
    else if (date && !slotAhead(date, slot, Date.now())) e.slot = '请选择未来的看车时间';
    if (!normalizeMobile(mobile)) e.mobile = '请输入正确的手机号';
    setErrors(e);
    if (Object.keys(e).length > 0) return;
    try {
      await create.mutateAsync({ car_id: carId, date, slot: slot!, mobile });
      Toast.show({ icon: 'success', content: '预约成功，商家会尽快联系你' });
    } catch (err) {
      const named: Errors = {};
      for (const f of fieldErrorsOf(err))
        if (f.field === 'date' || f.field === 'slot' || f.field === 'mobile') named[f.field] ??= f.message;
      if (Object.keys(named).length > 0) setErrors(named);
      else showError(err);
    }
  };
  return (
    <FormSection title="预约看车">
      <FormField label="看车日期" required error={errors.date}>
        <DayField
          title="看车日期"
          placeholder="请选择日期"
          value={date}
          onChange={(d) => {
            setDate(d);
            setErrors((x) => ({ ...x, date: undefined, slot: undefined }));
          }}
          min={new Date(`${today}T00:00:00`)}
          max={new Date(now + BOOKING_DAYS_AHEAD * 86400_000)}
        />
      </FormField>
      <FormField label="看车时段" required vertical error={errors.slot}>
        <OptionSelector
          options={date ? SLOTS.filter((s) => slotAhead(date, s.value, now)) : SLOTS}
          value={slot}
          onChange={(s) => {
            setSlot(s);
            setErrors((x) => ({ ...x, slot: undefined }));
          }}
          columns={2}
        />
      </FormField>
      <FormField label="手机号" required error={errors.mobile}>
        <Input
          aria-label="联系手机号"
          placeholder="商家通过此号码联系你"
          inputMode="tel"
          maxLength={20}
          value={mobile}
          onChange={(m) => {
            setMobile(m);
            setErrors((x) => ({ ...x, mobile: undefined }));
          }}
          clearable
        />
      </FormField>
      <div className={styles.submit}>
        <Button block color="primary" loading={create.isPending} onClick={() => void submit()}>
          预约看车
        </Button>
      </div>
    </FormSection>
  );
}
