import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireLogin } from '../../../components/ui/require-login';
import { usePlatform } from '../../../lib/platform';
import { positiveId } from '../../../lib/routing/route-id';
import { useRideMark, type RideMarkData } from '../api/ride-mark';
import { drawRideMark } from '../components/mark-image';
import styles from '../components/rider.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** Where a page cannot download files: the image is saved by long press instead. */
const LONG_PRESS_ENVS = new Set(['wechat', 'miniprogram']);

/** The image's text for screen readers (and what a browser test can read): everything drawn that matters. */
const markAlt = (m: RideMarkData) =>
  `骑行纪念标记：${m.ride_title}，${m.date}，${m.route} ${m.distance_km} km，打卡 ${m.reached.length}/${m.checkpoint_count}：${m.reached.map((c) => c.name).join('、')}，${m.nickname}`;

function MarkImage({ mark }: { mark: RideMarkData }) {
  const env = usePlatform().env;
  const [image, setImage] = useState<{ url: string } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    drawRideMark(mark).then(
      (url) => live && setImage({ url }),
      (e: unknown) => live && setImage({ error: e instanceof Error ? e.message : '生成图片失败，请重试' }),
    );
    return () => {
      live = false;
    };
  }, [mark]);
  if (!image) return <PageLoading text="正在生成纪念标记…" />;
  if ('error' in image) return <ErrorBlock status="default" title="生成失败" description={image.error} />;
  return (
    <>
      <img className={styles.markImage} src={image.url} alt={markAlt(mark)} />
      <div className={styles.markActions}>
        {LONG_PRESS_ENVS.has(env) ? (
          <p className={styles.muted}>长按图片保存到相册</p>
        ) : (
          <a className={styles.download} href={image.url} download={`骑行纪念标记-${mark.date}.png`}>
            下载图片
          </a>
        )}
      </div>
    </>
  );
}

function Mark({ id }: { id: number }) {
  const q = useRideMark(id);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return <MarkImage mark={q.data} />;
}

/** /funly/rideTogether/genMark?id=: the commemorative mark of a ride (title, date, route, checkpoints reached). */
export default function RideMarkPage() {
  const id = positiveId(useSearchParams()[0].get('id'));
  return (
    <div className="page">
      <PageHeader />
      {!id ? (
        <ErrorBlock status="empty" title="骑行不存在" description="链接有误，请返回后重试" />
      ) : (
        <RequireLogin>
          <Mark id={id} />
        </RequireLogin>
      )}
    </div>
  );
}
