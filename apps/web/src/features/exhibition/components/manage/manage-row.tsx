import { Button, Toast } from 'antd-mobile';
import type { ExhibitionContentKind } from '@kc/shared';
import { confirmAction } from '../../../../components/ui/confirm';
import { showError } from '../../../../lib/http';
import { useContentDelete } from '../../api/exhibition-content-delete';
import styles from './manage.module.css';

/** One row of a content list: its title and meta, 编辑 and 删除 (asked first). */
export function ManageRow(props: {
  kind: ExhibitionContentKind;
  id: number;
  title: string;
  meta: string;
  onEdit: () => void;
}) {
  const del = useContentDelete();
  const remove = async () => {
    if (!(await confirmAction(`确定删除“${props.title}”吗？删除后不可恢复。`, { title: '删除', danger: true }))) return;
    try {
      await del.mutateAsync({ kind: props.kind, id: props.id });
      Toast.show({ icon: 'success', content: '已删除' });
    } catch (e) {
      showError(e);
    }
  };
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{props.title}</span>
        <span className={styles.rowMeta}>{props.meta}</span>
      </div>
      <div className={styles.rowActions}>
        <Button size="mini" aria-label={`编辑${props.title}`} onClick={props.onEdit}>
          编辑
        </Button>
        <Button size="mini" aria-label={`删除${props.title}`} loading={del.isPending} onClick={() => void remove()}>
          删除
        </Button>
      </div>
    </div>
  );
}
