import { IndexBar, SearchBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { exhibitionBrandsQuery } from '../api/exhibition-brand-list';
import { groupByLetter, searchBrands } from '../components/brand-index';
import { ExhibitionGate } from '../components/exhibition-gate';
import styles from '../components/exhibition.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** /exhibition/brand?project_id=: exhibiting brands A–Z with a letter index, hall and booth, searched in place. */
export default function BrandPage() {
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader />
      <ExhibitionGate>{(projectId) => <Brands projectId={projectId} />}</ExhibitionGate>
    </div>
  );
}

function Brands({ projectId }: { projectId: number }) {
  const [keyword, setKeyword] = useState('');
  const q = useQuery(exhibitionBrandsQuery(projectId));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const groups = groupByLetter(searchBrands(q.data.list, keyword));
  return (
    <>
      <div className={styles.search}>
        <SearchBar placeholder="搜索品牌、展馆或展位" value={keyword} onChange={setKeyword} aria-label="搜索品牌" />
      </div>
      {q.data.list.length === 0 ? (
        <ErrorBlock status="empty" title="暂无参展品牌" description="" />
      ) : groups.length === 0 ? (
        <ErrorBlock status="empty" title="没有找到相关品牌" description={`没有与“${keyword.trim()}”相关的品牌`} />
      ) : (
        <div className={styles.brandIndex}>
          <IndexBar>
            {groups.map((g) => (
              <IndexBar.Panel key={g.letter} index={g.letter} title={g.letter}>
                <ul aria-label={`${g.letter}开头的品牌`} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                  {g.brands.map((b) => (
                    <li key={b.id} className={styles.brandRow}>
                      {b.logo ? (
                        <img className={styles.logo} src={b.logo} alt={`${b.name}的标志`} loading="lazy" />
                      ) : (
                        <span className={styles.logo} aria-hidden="true" />
                      )}
                      <span className={styles.brandMeta}>
                        <span className={styles.brandName}>{b.name}</span>
                        <span className={styles.subtle}>
                          {[b.hall, b.booth && `展位 ${b.booth}`].filter(Boolean).join(' · ') || '展位待定'}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              </IndexBar.Panel>
            ))}
          </IndexBar>
        </div>
      )}
    </>
  );
}
