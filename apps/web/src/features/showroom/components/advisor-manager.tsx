import { Button, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SaleAdvisor } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useSaleAdvisorDelete } from '../api/sale-advisor-delete';
import { saleAdvisorsQuery } from '../api/sale-advisor-list';
import { AdvisorEditor } from './advisor-editor';
import styles from './self-list.module.css';

/** The business's sale advisors: 添加, 编辑, 删除 (asks first; they leave every listing). */
export function AdvisorManager() {
  const businessId = useSession((s) => s.businessId);
  const q = useQuery(saleAdvisorsQuery(businessId));
  const remove = useSaleAdvisorDelete();
  const [editing, setEditing] = useState<SaleAdvisor | 'new' | null>(null);
  const askDelete = async (a: SaleAdvisor & { car_count: number }) => {
    const text =
      a.car_count > 0
        ? `「${a.name}」负责${a.car_count}辆车，删除后将从这些车辆中移除，确定删除吗？`
        : `确定删除销售顾问「${a.name}」吗？`;
    if (!(await confirmAction(text, { danger: true }))) return;
    try {
      await remove.mutateAsync(a.id);
      Toast.show({ icon: 'success', content: '已删除' });
    } catch (e) {
      showError(e);
    }
  };
  return (
    <>
      {q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <div className="list-status">暂无销售顾问</div>
      ) : (
        <ul aria-label="销售顾问" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {q.data.map((a) => (
            <li key={a.id} className={styles.row}>
              <div className={styles.rowBody}>
                <strong>
                  {a.name} · {a.title}
                </strong>
                <span>
                  {a.mobile}
                  {a.wechat ? ` · 微信 ${a.wechat}` : ''}
                </span>
                <span>负责 {a.car_count} 辆车</span>
              </div>
              <div className={styles.rowActions}>
                <Button size="mini" color="primary" fill="outline" onClick={() => setEditing(a)}>
                  编辑
                </Button>
                <Button size="mini" color="danger" fill="outline" onClick={() => void askDelete(a)}>
                  删除
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.add}>
        <Button block color="primary" fill="outline" onClick={() => setEditing('new')}>
          添加销售顾问
        </Button>
      </div>
      {editing && <AdvisorEditor advisor={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
