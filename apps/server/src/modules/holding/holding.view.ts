import { HOLDING_STATE_LABELS, maskName, maskPhone, type HoldingCard, type HoldingState } from '@kc/shared';
import { dateString, toSecs } from '../../lib/time.js';
import type { CardRow } from './card.repository.js';

/** What a held item is now (first that holds). */
export function holdingState(r: Pick<CardRow, 'h' | 'i' | 'usedToday'>, now: Date): HoldingState {
  if (r.h.voidedAt || r.i.state !== 'approved') return 'disabled';
  if (r.i.validityEnd && now > r.i.validityEnd) return 'expired';
  if (r.i.limitType === 1 && r.h.used >= r.i.limitNum) return 'used';
  if (r.i.validityStart && now < r.i.validityStart) return 'not_started';
  if (r.i.limitType === 2 && r.usedToday >= r.i.limitNum) return 'used_today';
  return 'valid';
}

/**
 * The card as `viewer` sees it: the holder's name in full for the holding's own account (their own screens) and
 * masked for anyone else (a checker, a business); the mobile masked for everyone (the code screen is held up to a
 * stranger, and the account's own pages mask it too). Without a viewer, masked.
 */
export function toCard(r: CardRow, now: Date, viewer?: number): HoldingCard {
  const state = holdingState(r, now);
  const name = r.h.holderName || r.recipientName || r.ownerName;
  return {
    holding_id: r.h.id,
    ticket_id: r.i.id,
    ticket_name: r.i.name,
    product_type: r.i.productType,
    is_cert: r.i.isCert,
    project_name: r.projectName,
    business_id: r.h.businessId,
    business_name: r.businessName,
    date_string: dateString(r.i.validityStart, r.i.validityEnd),
    ticket_par_value: r.i.parValue,
    ticket_sell_value: r.i.sellValue,
    ticket_style_icon: r.i.styleIcon,
    ticket_style_color: r.i.styleColor,
    ticket_rule_content: r.i.ruleContent,
    ticket_validity_start: toSecs(r.i.validityStart),
    ticket_validity_end: toSecs(r.i.validityEnd),
    state,
    state_label: HOLDING_STATE_LABELS[state],
    write_off_mode: r.i.writeOffMode,
    limit_type: r.i.limitType,
    limit_num: r.i.limitNum,
    used: r.h.used,
    remaining: Math.max(0, r.i.limitNum - (r.i.limitType === 2 ? r.usedToday : r.h.used)),
    last_used_time: toSecs(r.h.lastUsedAt),
    holder_name: viewer === r.h.userId ? name : maskName(name),
    holder_mobile: maskPhone(r.recipientMobile ?? r.ownerMobile),
    cert_sn: r.i.isCert ? r.h.sn : '',
    registered: r.h.claimedAt !== null,
    create_time: toSecs(r.h.createdAt),
  };
}
