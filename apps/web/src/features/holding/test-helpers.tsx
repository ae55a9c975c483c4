import { renderAt as renderRoutesAt } from '../../test/render-at';
import type { ReactNode } from 'react';
import type { HoldingCard, Receivable, WriteOffRecord } from '@kc/shared';

/** A held item as the server answers it (tests only). */
export const cardOf = (over: Partial<HoldingCard> = {}): HoldingCard => ({
  holding_id: 21,
  ticket_id: 5,
  ticket_name: '摩博会普通门票',
  product_type: 1,
  is_cert: false,
  project_name: '摩博会',
  business_id: 1,
  business_name: '示例车展运营公司',
  date_string: '2025.06.01 - 2025.06.30',
  ticket_par_value: 5000,
  ticket_sell_value: 0,
  ticket_style_icon: '',
  ticket_style_color: '#2f6bff',
  ticket_rule_content: '凭证入场',
  ticket_validity_start: 1748707200,
  ticket_validity_end: 1751299200,
  state: 'valid',
  state_label: '可使用',
  write_off_mode: 1,
  limit_type: 1,
  limit_num: 2,
  used: 0,
  remaining: 2,
  last_used_time: null,
  holder_name: '',
  holder_mobile: '',
  cert_sn: '',
  registered: false,
  create_time: 1748707200,
  ...over,
});

export const receivableOf = (over: Partial<Receivable> = {}): Receivable => ({
  item_id: 5,
  name: '摩博会普通门票',
  product_type: 1,
  is_cert: false,
  project_name: '摩博会',
  business_id: 1,
  business_name: '示例车展运营公司',
  date_string: '2025.06.01 - 2025.06.30',
  par_value: 5000,
  style_icon: '',
  style_color: '',
  rule_content: '凭证入场',
  remaining: 98,
  per_user_limit: 2,
  held: 1,
  ...over,
});

export const recordOf = (over: Partial<WriteOffRecord> = {}): WriteOffRecord => ({
  id: 1,
  holding_id: 21,
  item_id: 5,
  item_name: '摩博会普通门票',
  point_id: 3,
  point_name: '南门1号口',
  point_location: '重庆悦来国际会议中心南门',
  mode: 1,
  checker_name: '张*',
  holder_name: '',
  holder_mobile: '',
  create_time: 1748750400,
  ...over,
});

export const listOf = <T,>(list: T[]) => ({ list, count: list.length, page_size: 10 });

/** Renders routes in a memory router at `url` after `/start`; anything else shows 其他页面. */
export const renderAt = (url: string, routes: { path: string; element: ReactNode }[]) =>
  renderRoutesAt(url, routes).router;
