import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { ExhibitionHome } from '../components/exhibition-home';
import { ExhibitionPicker } from '../components/exhibition-picker';
import { useExhibitionId } from '../hooks/use-exhibition-id';
import styles from '../components/exhibition.module.css';

/**
 * /exhibition, the 展会 home tab: the current exhibition of the brand variant in use; the general variant lists every
 * exhibition with a page and shows the one tapped (?project_id=), with 全部展会 to go back to the list.
 */
export default function ExhibitionHomePage() {
  const [, setSearch] = useSearchParams();
  const state = useExhibitionId();
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader noBack />
      {state.status === 'loading' && <PageLoading />}
      {state.status === 'error' && <LoadError error={state.error} onRetry={state.retry} />}
      {state.status === 'none' && <ExhibitionPicker onPick={(id) => setSearch({ project_id: String(id) })} />}
      {state.status === 'ready' && (
        <ExhibitionHome projectId={state.projectId} onSwitch={state.fromQuery ? () => setSearch({}) : undefined} />
      )}
    </div>
  );
}
