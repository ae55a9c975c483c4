import { Button, Checkbox } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SHOW_CAR_ADVISORS_MAX } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useSession } from '../../../lib/session';
import { saleAdvisorsQuery } from '../api/sale-advisor-list';
import { AdvisorEditor } from './advisor-editor';
import { showroomPaths } from './showroom-paths';
import styles from './car-editor.module.css';

/**
 * The listing's sale advisors, chosen from the business's (in the order ticked, at most 5); 添加销售顾问 adds one
 * without leaving the form and ticks it; the full list is on the 在售车型 page.
 */
export function AdvisorPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const businessId = useSession((s) => s.businessId);
  const q = useQuery(saleAdvisorsQuery(businessId));
  const [adding, setAdding] = useState(false);
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((x) => x !== id), id] : value.filter((x) => x !== id));
  return (
    <div className={styles.advisors}>
      {q.isPending ? (
        <p className={styles.hint}>加载中....</p>
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <p className={styles.hint}>还没有销售顾问，先添加一位，客户可在车辆页直接联系</p>
      ) : (
        <ul className={styles.advisorList} aria-label="选择销售顾问">
          {q.data.map((a) => {
            const order = value.indexOf(a.id);
            return (
              <li key={a.id}>
                <Checkbox
                  checked={order >= 0}
                  disabled={order < 0 && value.length >= SHOW_CAR_ADVISORS_MAX}
                  onChange={(on) => toggle(a.id, on)}
                >
                  {a.name}
                  <span className={styles.advisorMeta}>
                    {a.title} · {a.mobile}
                  </span>
                </Checkbox>
                {order >= 0 && value.length > 1 && <span className={styles.advisorOrder}>第{order + 1}位</span>}
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.advisorTools}>
        <Button size="small" color="primary" fill="outline" onClick={() => setAdding(true)}>
          添加销售顾问
        </Button>
        <Link to={`${showroomPaths.selfList}?tab=advisors`}>管理销售顾问</Link>
      </div>
      {adding && (
        <AdvisorEditor
          onClose={() => setAdding(false)}
          onSaved={(a) => value.length < SHOW_CAR_ADVISORS_MAX && onChange([...value, a.id])}
        />
      )}
    </div>
  );
}
