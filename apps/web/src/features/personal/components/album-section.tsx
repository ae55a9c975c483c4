import { Button } from 'antd-mobile';
import { listErrorText } from '../../../components/ui/list-paging';
import { useAlbum } from '../api/use-album';
import { AlbumGrid } from './album-grid';
import styles from './personal.module.css';

/** The 相册 tab of a personal page: the grid and 加载更多, with the loading, empty and error texts. */
export function AlbumSection({
  uid,
  owner,
  emptyText = '还没有相册内容',
}: {
  uid: number;
  owner: string;
  emptyText?: string;
}) {
  const q = useAlbum(uid);
  if (q.isPending) return <div className="list-status">加载中....</div>;
  if (q.isError && q.items.length === 0)
    return (
      <div className="list-status is-error" role="button" onClick={() => void q.refetch()}>
        {listErrorText(q.error)}
      </div>
    );
  if (q.items.length === 0) return <div className="list-status">{emptyText}</div>;
  return (
    <>
      <AlbumGrid items={q.items} owner={owner} />
      {q.hasNextPage && (
        <div className={styles.more}>
          <Button size="small" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            加载更多
          </Button>
        </div>
      )}
    </>
  );
}
