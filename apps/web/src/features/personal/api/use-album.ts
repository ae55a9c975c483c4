import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../components/ui/list-paging';
import { fetchAlbumPage } from './center-album';
import { personalKeys } from './personal-keys';

/** A person's album (uid 0 = mine; all kinds or one), page by page (`加载更多`), newest first. */
export function useAlbum(uid: number, kind?: 'image' | 'video') {
  const q = useInfiniteQuery({
    queryKey: personalKeys.album(uid, kind),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchAlbumPage(uid, kind)(pageParam),
    getNextPageParam: (last, pages) => nextPageOf(last, pages),
  });
  return { ...q, items: q.data?.pages.flatMap((p) => p.list) ?? [] };
}
