/** The route segment of each product type (1 ticket, 2 coupon, 3 invitation). */
export type ItemSegment = 'ticket' | 'coupon' | 'invitation';

export const SEGMENT_OF: Record<number, ItemSegment> = { 1: 'ticket', 2: 'coupon', 3: 'invitation' };
export const TYPE_OF: Record<ItemSegment, number> = { ticket: 1, coupon: 2, invitation: 3 };

export const isSegment = (s: string | undefined): s is ItemSegment =>
  s === 'ticket' || s === 'coupon' || s === 'invitation';

const seg = (productType: number): ItemSegment => SEGMENT_OF[productType] ?? 'ticket';

export const itemPaths = {
  home: '/ticket-invitation',
  drafts: '/ticket-invitation/drafts',
  create: (productType: number) => `/${seg(productType)}/create`,
  edit: (productType: number, id: number) => `/${seg(productType)}/edit/${id}`,
  detail: (productType: number, id: number) => `/ticket-invitation/${seg(productType)}/${id}`,
};
