import { useQuery } from '@tanstack/react-query';
import { APP_VERSION } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { aboutQuery } from '../api/about';
import '../components/my.css';

/** /my/about (no login): the aboutus document and the app version. */
export default function AboutPage() {
  const { data, isPending, isError, error, refetch } = useQuery(aboutQuery);
  return (
    <div className="page">
      <PageHeader />
      <div className="about-head">
        <h2>{data?.title ?? '关于我们'}</h2>
        <span className="about-version">当前版本 v{APP_VERSION}</span>
      </div>
      {isPending && <PageLoading />}
      {isError && <LoadError error={error} onRetry={() => void refetch()} />}
      {data && <div className="section about-content">{data.content}</div>}
    </div>
  );
}
