import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centerAlbum, centerAlbumDel, centerAlbumList } from '@kc/shared';
import { api } from '../../../lib/http';
import { personalKeys } from './personal-keys';

export const ALBUM_PAGE_SIZE = 30;

/** One page of a person's album (uid 0 = mine; for ListView-like paging). */
export const fetchAlbumPage = (uid: number, kind?: 'image' | 'video') => (page: number) =>
  api.call(centerAlbumList, {
    ...(uid > 0 ? { uid } : {}),
    ...(kind ? { kind } : {}),
    page,
    page_size: ALBUM_PAGE_SIZE,
  });

/** Adds uploaded images, or one video with its cover, to my album. */
export function useAlbumAdd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { images?: string[]; videos?: { url: string; cover: string }[] }) =>
      api.call(centerAlbum, { images: q.images ?? [], videos: q.videos ?? [] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.all }),
  });
}

/** Deletes items of my album (all or nothing). */
export function useAlbumDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.call(centerAlbumDel, { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.all }),
  });
}
