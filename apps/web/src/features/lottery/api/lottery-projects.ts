import { useQuery } from '@tanstack/react-query';
import { projectList } from '@kc/shared';
import { api } from '../../../lib/http';
import { lotteryKeys } from './lottery-keys';

/** The current business's published projects (exhibitions) a lottery can belong to. */
export function useLotteryProjects() {
  return useQuery({
    queryKey: lotteryKeys.projects,
    queryFn: () => api.call(projectList, { state: 'published', page_size: 100 }),
  });
}
