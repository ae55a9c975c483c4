import type { BlindBoxSummary, FunlyCard, SaleItem } from '@kc/shared';
import { useBlindBoxesOnSale, usePaidEvents, useSaleFirstPage } from '../api/on-sale';

export interface ExhibitionGroup {
  key: string;
  title: string;
  tickets: SaleItem[];
  boxes: BlindBoxSummary[];
}

/**
 * What is on sale, grouped: each exhibition with its paid tickets and blind boxes (those of no exhibition under
 * 其他), then the events' paid tickets. Loading until all three answer; an error with no data at all is the page's.
 */
export function useOnSaleGroups() {
  const sale = useSaleFirstPage();
  const boxes = useBlindBoxesOnSale();
  const events = usePaidEvents();
  const queries = [sale, boxes, events];

  const groups = new Map<string, ExhibitionGroup>();
  const groupOf = (projectId: number | null, name: string) => {
    const key = projectId ? `p${projectId}` : 'other';
    let g = groups.get(key);
    if (!g) {
      g = { key, title: projectId ? name || '展会' : '其他', tickets: [], boxes: [] };
      groups.set(key, g);
    }
    return g;
  };
  for (const item of sale.data?.list ?? []) groupOf(item.project_id, item.project_name).tickets.push(item);
  for (const box of boxes.data?.list ?? []) groupOf(box.project_id, box.project_name).boxes.push(box);
  const exhibitions = [...groups.values()].sort((a, b) => (a.key === 'other' ? 1 : b.key === 'other' ? -1 : 0));
  const paidEvents: FunlyCard[] = events.data ?? [];

  return {
    exhibitions,
    events: paidEvents,
    isPending: queries.some((q) => q.isPending),
    /** the first error, when nothing at all could be shown */
    error: queries.every((q) => q.error || q.isPending) ? (queries.find((q) => q.error)?.error ?? null) : null,
    /** an error of one kind while the others show */
    partialError: queries.some((q) => q.error) && !queries.every((q) => q.error),
    empty: exhibitions.length === 0 && paidEvents.length === 0,
    refetch: () => Promise.all(queries.map((q) => q.refetch())),
  };
}
