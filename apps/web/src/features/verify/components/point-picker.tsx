import { useQuery } from '@tanstack/react-query';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { myPointsQuery, type MyPoint } from '../api/checker-items';
import styles from './point-picker.module.css';
import ui from './verify.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

export interface PointPickerProps {
  onPick: (point: MyPoint) => void;
  /** which of my points to offer (default all) */
  filter?: (point: MyPoint) => boolean;
  emptyText?: string;
}

/** Every point I check, flattened across items: tap one to write off there. */
export function PointPicker({ onPick, filter, emptyText = '暂无可核销的核销点' }: PointPickerProps) {
  const q = useQuery(myPointsQuery);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const points = filter ? q.data.filter(filter) : q.data;
  if (points.length === 0)
    return <ErrorBlock status="empty" title={emptyText} description="商家添加你为核销员后，核销点会出现在这里" />;
  return (
    <ul className={styles.picker} aria-label="选择核销点">
      {points.map((p) => (
        <li key={p.id}>
          <button type="button" className={styles.pick} onClick={() => onPick(p)}>
            <span className={styles.main}>
              <strong>{p.point_name}</strong>
              <span className={ui.sub}>
                {p.item.name} · {p.item.business_name}
              </span>
            </span>
            <span className={styles.today}>
              今日 <b>{p.today}</b>
            </span>
            <ChevronRightIcon className={ui.chevron} />
          </button>
        </li>
      ))}
    </ul>
  );
}
