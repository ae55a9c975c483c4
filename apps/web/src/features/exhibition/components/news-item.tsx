import { formatDate, type ExhibitionNewsCard } from '@kc/shared';
import { useNavigate } from 'react-router';
import { exhibitionPaths } from './exhibition-paths';
import styles from './exhibition.module.css';

/** One news item of a list: its cover, title and publish day; a tap opens it. */
export function NewsItem({ news }: { news: ExhibitionNewsCard }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.newsItem}
      onClick={() => void navigate(exhibitionPaths.newsDetail(news.id))}
    >
      {news.cover && <img className={styles.newsCover} src={news.cover} alt={`${news.title}的封面`} loading="lazy" />}
      <span className={styles.newsBody}>
        <span className={styles.newsTitle}>{news.title}</span>
        <span className={styles.subtle}>{formatDate(news.publish_time, 'y-m-d h:i')}</span>
      </span>
    </button>
  );
}
