import { renderAt as renderRoutesAt } from '../../test/render-at';
import type { ReactNode } from 'react';
import type { Checkpoint, HoldingCard, WriteOffRecord, WriteOffResult } from '@kc/shared';
import type { CheckerItem } from './api/checker-items';

/** A write-off point as the server answers it (tests only). */
export const pointOf = (over: Partial<Checkpoint> = {}): Checkpoint => ({
  id: 7,
  item_id: 5,
  item_name: '车展门票',
  point_name: '1号馆入口',
  point_location: '重庆悦来国际会议中心1号馆',
  point_radius: 0,
  write_off_type: 1,
  write_off_num: 0,
  point_longitude: null,
  point_latitude: null,
  write_off_param: 'pc_abc123',
  opening_hours: '09:00-18:00',
  used: 3,
  write_off_users: [{ id: 3, user_name: '核销员小李', user_phone: '13800000003', avatar: '' }],
  ...over,
});

export const checkerItemOf = (over: Partial<CheckerItem> = {}): CheckerItem => ({
  item_id: 5,
  name: '车展门票',
  product_type: 1,
  is_cert: false,
  project_name: '摩博会',
  business_name: '示例车展运营公司',
  date_string: '2025.06.01 - 2025.06.30',
  points: [{ id: 7, point_name: '1号馆入口', point_location: '1号馆', write_off_type: 1, used: 3, today: 2 }],
  ...over,
});

export const cardOf = (over: Partial<HoldingCard> = {}): HoldingCard => ({
  holding_id: 40,
  ticket_id: 5,
  ticket_name: '车展门票',
  product_type: 1,
  is_cert: false,
  project_name: '摩博会',
  business_id: 1,
  business_name: '示例车展运营公司',
  date_string: '2025.06.01 - 2025.06.30',
  ticket_par_value: 0,
  ticket_sell_value: 0,
  ticket_style_icon: '',
  ticket_style_color: '',
  ticket_rule_content: '',
  ticket_validity_start: null,
  ticket_validity_end: null,
  state: 'used',
  state_label: '已使用',
  write_off_mode: 1,
  limit_type: 1,
  limit_num: 1,
  used: 1,
  remaining: 0,
  last_used_time: 1718000000,
  holder_name: '观众小王',
  holder_mobile: '138****0001',
  cert_sn: '',
  registered: false,
  create_time: 1717000000,
  ...over,
});

export const recordOf = (over: Partial<WriteOffRecord> = {}): WriteOffRecord => ({
  id: 90,
  holding_id: 40,
  item_id: 5,
  item_name: '车展门票',
  point_id: 7,
  point_name: '1号馆入口',
  point_location: '1号馆',
  mode: 1,
  checker_name: '核销员小李',
  holder_name: '观众小王',
  holder_mobile: '13800000001',
  create_time: 1718000000,
  ...over,
});

export const okResult = (over: Partial<WriteOffResult> = {}): WriteOffResult => ({
  ok: true,
  reason: null,
  message: '核销成功',
  replay: false,
  record: recordOf(),
  last_time: null,
  card: cardOf(),
  holder_photo: '',
  ...over,
});

export const refusedResult = (over: Partial<WriteOffResult> = {}): WriteOffResult => ({
  ok: false,
  reason: 'used',
  message: '已核销',
  replay: false,
  record: null,
  last_time: 1718000000,
  card: cardOf(),
  holder_photo: '',
  ...over,
});

/** One of my items usable at a scanned point, as pointByCode answers it (tests of the holder's own write-off). */
export const holdingOf = (over: Partial<HoldingCard> = {}): HoldingCard =>
  cardOf({
    holding_id: 42,
    ticket_name: '嘉宾证',
    is_cert: true,
    date_string: '2025.06.01 - 2025.06.30',
    state: 'valid',
    state_label: '可使用',
    write_off_mode: 2,
    used: 0,
    remaining: 1,
    last_used_time: null,
    holder_name: '',
    holder_mobile: '',
    cert_sn: '0123456789abcdef',
    create_time: 1718000000,
    ...over,
  });

/** The answer of the holder's own write-off at 北门入口 (interactive mode). */
export const writeOffOf = (over: Partial<WriteOffResult> = {}): WriteOffResult =>
  okResult({
    record: recordOf({
      id: 1,
      holding_id: 42,
      item_name: '嘉宾证',
      point_id: 3,
      point_name: '北门入口',
      point_location: '重庆悦来国际会议中心北门',
      mode: 2,
      checker_name: '',
      holder_name: '王小明',
      holder_mobile: '138****0001',
    }),
    card: holdingOf({ used: 1, remaining: 0 }),
    ...over,
  });

export const business = { list: [{ business_id: 1, business_name: '示例车展运营公司', roles: ['owner'] }] };

/** Renders routes in a memory router at `url` (with navigation `state`), after `/start`; anything else shows 其他页面. */
export const renderAt = (url: string, routes: { path: string; element: ReactNode }[], state?: unknown, key?: string) =>
  renderRoutesAt(url, routes, state, key).router;
