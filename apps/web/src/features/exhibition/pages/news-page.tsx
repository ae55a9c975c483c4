import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { exhibitionKeys } from '../api/exhibition-keys';
import { fetchExhibitionNews } from '../api/exhibition-news-list';
import { ExhibitionGate } from '../components/exhibition-gate';
import { NewsItem } from '../components/news-item';
import styles from '../components/exhibition.module.css';

/** /exhibition/news?project_id=: the exhibition's news, newest first, paged, pull to refresh. */
export default function NewsPage() {
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader />
      <ExhibitionGate>
        {(projectId) => (
          <div className={styles.listCard}>
            <ListView
              queryKey={exhibitionKeys.news(projectId)}
              fetchPage={(page) => fetchExhibitionNews(projectId, page)}
              itemKey={(n) => n.id}
              renderItem={(n) => <NewsItem news={n} />}
              emptyText="暂无资讯"
            />
          </div>
        )}
      </ExhibitionGate>
    </div>
  );
}
