import { Button, Tabs, Toast } from 'antd-mobile';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ALBUM_MAX } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { listErrorText } from '../../../components/ui/list-paging';
import { PageHeader } from '../../../components/ui/page-header';
import { showError } from '../../../lib/http';
import { useAlbumDelete } from '../api/center-album';
import { useAlbum } from '../api/use-album';
import { AlbumGrid } from '../components/album-grid';
import { personalPaths } from '../components/personal-paths';
import { useAlbumUpload } from '../components/use-album-upload';
import styles from '../components/personal.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

type Kind = 'image' | 'video';
const KINDS: { key: Kind; title: string }[] = [
  { key: 'image', title: '图片' },
  { key: 'video', title: '视频' },
];

function AlbumManager({ kind }: { kind: Kind }) {
  const navigate = useNavigate();
  const album = useAlbum(0, kind);
  const upload = useAlbumUpload();
  const del = useAlbumDelete();
  const input = useRef<HTMLInputElement>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0) return;
    if (kind === 'video') void upload.addVideo(files[0]!);
    else void upload.addImages(files);
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const remove = async () => {
    if (selected.size === 0) return;
    if (
      !(await confirmAction(`确定删除选中的${selected.size}项吗？删除后不可恢复`, {
        title: '删除相册内容',
        danger: true,
      }))
    )
      return;
    try {
      await del.mutateAsync([...selected]);
      Toast.show({ icon: 'success', content: '已删除' });
      stopSelecting();
    } catch (e) {
      showError(e);
    }
  };

  return (
    <div className={selecting ? 'has-form-actions' : undefined}>
      <div className={styles.tabs}>
        <Tabs activeKey={kind} onChange={(k) => void navigate(personalPaths.upload(k as Kind), { replace: true })}>
          {KINDS.map((k) => (
            <Tabs.Tab key={k.key} title={k.title} />
          ))}
        </Tabs>
      </div>
      <div className={styles.toolbar}>
        <p className={styles.tip}>
          {kind === 'image' ? `一次最多${ALBUM_MAX}张，上传前自动压缩` : '一次1个 mp4 视频，不超过30MB'}
        </p>
        {album.items.length > 0 &&
          (selecting ? (
            <Button size="small" onClick={stopSelecting}>
              取消
            </Button>
          ) : (
            <Button size="small" onClick={() => setSelecting(true)}>
              选择
            </Button>
          ))}
        {!selecting && (
          <Button size="small" color="primary" loading={upload.busy} onClick={() => input.current?.click()}>
            {kind === 'image' ? '添加图片' : '添加视频'}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          multiple={kind === 'image'}
          accept={kind === 'image' ? 'image/jpeg,image/png,image/webp,image/gif' : 'video/mp4'}
          aria-label={kind === 'image' ? '选择相册图片' : '选择相册视频'}
          onChange={picked}
        />
      </div>
      {album.isPending ? (
        <div className="list-status">加载中....</div>
      ) : album.isError && album.items.length === 0 ? (
        <div className="list-status is-error" role="button" onClick={() => void album.refetch()}>
          {listErrorText(album.error)}
        </div>
      ) : album.items.length === 0 ? (
        <div className="list-status">
          {kind === 'image' ? '还没有图片，点击添加图片上传' : '还没有视频，点击添加视频上传'}
        </div>
      ) : (
        <>
          <AlbumGrid
            items={album.items}
            owner="我"
            selected={selecting ? selected : undefined}
            onToggle={selecting ? toggle : undefined}
          />
          {album.hasNextPage && (
            <div className={styles.more}>
              <Button size="small" loading={album.isFetchingNextPage} onClick={() => void album.fetchNextPage()}>
                加载更多
              </Button>
            </div>
          )}
        </>
      )}
      {selecting && (
        <ActionBar>
          <Button
            block
            color="danger"
            disabled={selected.size === 0}
            loading={del.isPending}
            onClick={() => void remove()}
          >
            删除{selected.size > 0 ? `（${selected.size}）` : ''}
          </Button>
        </ActionBar>
      )}
    </div>
  );
}

/** /personal/upload/:type (image | video): my album of that kind, 添加 (upload) and 选择 → 删除 (asked first). */
export default function PersonalUploadPage() {
  const { type } = useParams();
  const kind = type === 'image' || type === 'video' ? type : undefined;
  return (
    <div className="page">
      <PageHeader />
      {kind ? (
        <AlbumManager key={kind} kind={kind} />
      ) : (
        <ErrorBlock status="empty" title="页面不存在" description="只能上传图片或视频" />
      )}
    </div>
  );
}
