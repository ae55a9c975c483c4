import type { ReactNode } from 'react';
import type { ListResult } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { ExhibitionGate } from './exhibition-gate';
import styles from './exhibition.module.css';

/** A paged list page of one exhibition's content (/exhibition/news, /exhibition/activity): header, gate, list. */
export function ExhibitionListPage<T extends { id: number }>(props: {
  queryKey: (projectId: number) => readonly unknown[];
  fetchPage: (projectId: number, page: number) => Promise<ListResult<T>>;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
}) {
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader />
      <ExhibitionGate>
        {(projectId) => (
          <div className={styles.listCard}>
            <ListView<T>
              queryKey={props.queryKey(projectId)}
              fetchPage={(page) => props.fetchPage(projectId, page)}
              itemKey={(x) => x.id}
              renderItem={props.renderItem}
              emptyText={props.emptyText}
            />
          </div>
        )}
      </ExhibitionGate>
    </div>
  );
}
