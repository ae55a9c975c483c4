import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, saleList } from '@kc/shared';
import { api } from '../../../lib/http';
import { orderKeys } from './order-keys';

/** One page of the paid items on sale now (sold-out ones last), of one project or all. */
export const fetchSaleItems = (projectId: number | undefined) => (page: number) =>
  api.call(saleList, {
    ...(projectId ? { project_id: projectId } : {}),
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });

/** Every item of a project on sale (the ticket types of the buy screen); at most 50. */
export function useProjectSaleItems(projectId: number | null | undefined) {
  return useQuery({
    queryKey: orderKeys.saleProject(projectId ?? 0),
    queryFn: () => api.call(saleList, { project_id: projectId!, page: 1, page_size: 50 }),
    enabled: !!projectId,
    select: (d) => d.list,
  });
}

/** One item on sale by its id; null when it is not on sale (any more). */
export function useSaleItem(itemId: number | undefined) {
  return useQuery({
    queryKey: orderKeys.saleItem(itemId ?? 0),
    queryFn: async () => {
      const d = await api.call(saleList, { item_id: itemId!, page: 1, page_size: 1 });
      return d.list.find((i) => i.item_id === itemId) ?? null;
    },
    enabled: itemId !== undefined,
  });
}
