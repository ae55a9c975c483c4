import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { bannersQuery } from '../api/banners';
import { BannerCard } from '../components/banner-card';
import { useOpenBanner } from '../hooks/use-open-banner';
import '../components/banner.css';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';

/** /app/banner: the home banners. */
export default function BannerPage() {
  const { data, isPending, isError, error, refetch } = useQuery(bannersQuery('home'));
  const open = useOpenBanner();

  return (
    <div className="page">
      <PageHeader />
      {isPending && <PageLoading />}
      {isError && <LoadError error={error} onRetry={() => void refetch()} />}
      {data && (
        <PullToRefresh onRefresh={() => refetch()}>
          {data.list.length === 0 ? (
            <div className="list-status">暂无数据</div>
          ) : (
            <div className="banner-list">
              {data.list.map((b) => (
                <BannerCard key={b.id} banner={b} onOpen={open} />
              ))}
            </div>
          )}
        </PullToRefresh>
      )}
    </div>
  );
}
