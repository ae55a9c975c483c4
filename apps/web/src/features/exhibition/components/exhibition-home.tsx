import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { exhibitionInfoQuery } from '../api/exhibition-info';
import { ActivityItem } from './activity-item';
import { BrandLogos } from './brand-logos';
import { ExhibitionHero } from './exhibition-hero';
import { exhibitionPaths } from './exhibition-paths';
import { HomeSection } from './home-section';
import { NewsItem } from './news-item';
import { VenueFacts } from './venue-facts';
import styles from './exhibition.module.css';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';

/** The 展会 tab's body for one exhibition: facts, 购票, the subpages, the latest news, activities and brands. */
export function ExhibitionHome({ projectId, onSwitch }: { projectId: number; onSwitch?: () => void }) {
  const navigate = useNavigate();
  const q = useQuery(exhibitionInfoQuery(projectId));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const info = q.data;
  const go = (path: string) => () => void navigate(path);
  const tiles = [
    { label: '展会介绍', icon: '介', path: exhibitionPaths.introduction(projectId) },
    { label: '房车展区', icon: '房', path: exhibitionPaths.motorhome(projectId) },
    { label: '历届回顾', icon: '史', path: exhibitionPaths.history(projectId) },
    { label: '参展品牌', icon: '牌', path: exhibitionPaths.brand(projectId) },
    { label: '展会资讯', icon: '讯', path: exhibitionPaths.news(projectId) },
    { label: '展会活动', icon: '活', path: exhibitionPaths.activity(projectId) },
    { label: '抽奖活动', icon: '奖', path: exhibitionPaths.lotteries() },
    { label: '盲盒', icon: '盒', path: exhibitionPaths.blindBox() },
  ];
  return (
    <PullToRefresh onRefresh={async () => void (await q.refetch())}>
      <ExhibitionHero exhibition={info} />
      <div className={styles.buy}>
        <Button color="primary" shape="rounded" onClick={go(exhibitionPaths.ticket(projectId))}>
          {info.status === 'over' ? '查看门票' : '购票'}
        </Button>
        {onSwitch && (
          <Button shape="rounded" onClick={onSwitch}>
            全部展会
          </Button>
        )}
        {info.can_manage && (
          <Button shape="rounded" onClick={go(exhibitionPaths.manage(projectId))}>
            管理内容
          </Button>
        )}
      </div>
      <VenueFacts info={info} />
      <nav className={styles.card} aria-label="展会栏目">
        <div className={styles.tiles}>
          {tiles.map((t) => (
            <button key={t.label} type="button" className={styles.tile} onClick={go(t.path)}>
              <span className={styles.tileIcon} aria-hidden="true">
                {t.icon}
              </span>
              {t.label}
            </button>
          ))}
        </div>
      </nav>
      <HomeSection
        title="展会资讯"
        more={{ label: `查看更多（${info.news_count}）`, onOpen: go(exhibitionPaths.news(projectId)) }}
        empty="暂无资讯"
        isEmpty={info.news.length === 0}
      >
        {info.news.map((n) => (
          <NewsItem key={n.id} news={n} />
        ))}
      </HomeSection>
      <HomeSection
        title="展会活动"
        more={{ label: `全部活动（${info.activity_count}）`, onOpen: go(exhibitionPaths.activity(projectId)) }}
        empty="暂无活动"
        isEmpty={info.activities.length === 0}
      >
        {info.activities.map((a) => (
          <ActivityItem key={a.id} activity={a} />
        ))}
      </HomeSection>
      <HomeSection
        title="参展品牌"
        more={{ label: `全部品牌（${info.brand_count}）`, onOpen: go(exhibitionPaths.brand(projectId)) }}
        empty="暂无参展品牌"
        isEmpty={info.brands.length === 0}
      >
        <BrandLogos brands={info.brands} />
      </HomeSection>
    </PullToRefresh>
  );
}
