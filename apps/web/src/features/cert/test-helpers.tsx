import type { Cert, HoldingCard } from '@kc/shared';

/** A pass as certInfo answers it (tests only). */
export const certOf = (over: Partial<Cert> = {}): Cert => ({
  cert_sn: '0123456789abcdef',
  holding_id: 42,
  item_name: '嘉宾证',
  business_name: '示例车展运营公司',
  project_name: '摩博会',
  date_string: '2025.06.01 - 2025.06.30',
  registered: false,
  mine: true,
  editable: true,
  holder_name: '',
  holder_photo: '',
  holder_id_number: '',
  ...over,
});

/** One of my items as holdingList answers it (tests only). */
export const holdingOf = (over: Partial<HoldingCard> = {}): HoldingCard => ({
  holding_id: 42,
  ticket_id: 5,
  ticket_name: '嘉宾证',
  product_type: 1,
  is_cert: true,
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
  state: 'valid',
  state_label: '可使用',
  write_off_mode: 2,
  limit_type: 1,
  limit_num: 1,
  used: 0,
  remaining: 1,
  last_used_time: null,
  holder_name: '',
  holder_mobile: '',
  cert_sn: '0123456789abcdef',
  registered: false,
  create_time: 1718000000,
  ...over,
});

/** Renders routes in a memory router at `url`, after `/start`; any other path shows 其他页面 with its URL. */
export { renderAt } from '../../test/render-at';
