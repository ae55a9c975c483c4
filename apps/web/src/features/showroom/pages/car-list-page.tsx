import type { ShowCarCard as Card } from '@kc/shared';
import { Link } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchShowCarList } from '../api/show-car-list';
import { showroomKeys } from '../api/showroom-keys';
import { toListQuery, useCarFilter } from '../components/car-filter-store';
import { FilterBar } from '../components/filter-bar';
import { ShowCarCard } from '../components/show-car-card';
import { showroomPaths } from '../components/showroom-paths';

/**
 * /show-car/list (展厅车型): the listed cars, newest or by price, filtered by /show-car/filter (kept for the visit,
 * so a car opened and closed finds the list as it was); pull to refresh, infinite scroll.
 */
export default function CarListPage() {
  const filter = useCarFilter((s) => s.filter);
  const q = toListQuery(filter);
  return (
    <div className="page">
      <PageHeader right={<Link to={showroomPaths.search}>搜索</Link>} />
      <FilterBar />
      <ListView<Card>
        queryKey={showroomKeys.list(JSON.stringify(q))}
        fetchPage={fetchShowCarList(q)}
        itemKey={(c) => c.id}
        emptyText="暂无符合条件的车辆"
        renderItem={(c) => <ShowCarCard car={c} />}
      />
    </div>
  );
}
