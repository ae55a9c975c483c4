import { fetchExhibitionNews } from '../api/exhibition-news-list';
import { exhibitionKeys } from '../api/exhibition-keys';
import { ExhibitionListPage } from '../components/exhibition-list-page';
import { NewsItem } from '../components/news-item';

/** /exhibition/news?project_id=: the exhibition's news, newest first, paged, pull to refresh. */
export default function NewsPage() {
  return (
    <ExhibitionListPage
      queryKey={exhibitionKeys.news}
      fetchPage={fetchExhibitionNews}
      renderItem={(n) => <NewsItem news={n} />}
      emptyText="暂无资讯"
    />
  );
}
