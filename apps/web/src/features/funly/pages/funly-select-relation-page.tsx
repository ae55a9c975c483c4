import { Button, Checkbox, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { formatYuan } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useGoBack } from '../../../components/ui/use-go-back';
import { useSession } from '../../../lib/session';
import { fetchFunlyRelationPage, funlyRelationOptionsKey, type RelationType } from '../api/funly-relation-options';
import { putRelationChoice, type RelationPickState } from '../components/editor-relation-choice';
import type { EditorRelation } from '../components/editor-values';
import styles from '../components/manage.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

const LIMIT: Record<RelationType, number> = { ticket: 5, coupon: 10 };
const NAME: Record<RelationType, string> = { ticket: '门票', coupon: '卡券' };

function Chooser({ type, state }: { type: RelationType; state: RelationPickState | null }) {
  const back = useGoBack('/funly-manage/manage');
  const businessId = useSession((s) => s.businessId);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<EditorRelation[]>(state?.selected ?? []);
  const limit = LIMIT[type];
  const toggle = (r: EditorRelation, on: boolean) =>
    setChosen((list) => (on ? (list.length >= limit ? list : [...list, r]) : list.filter((x) => x.id !== r.id)));
  const confirm = () => {
    putRelationChoice({ for: state?.from ?? '', type, list: chosen });
    back();
  };

  return (
    <div className="has-form-actions">
      <div className={styles.toolbar}>
        <SearchBar
          placeholder={`搜索${NAME[type]}名称`}
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <p className={styles.tip}>
        可选已上线的{NAME[type]}，最多{limit}个；已选 {chosen.length} 个
      </p>
      <ListView
        queryKey={funlyRelationOptionsKey(businessId, type, keyword)}
        fetchPage={fetchFunlyRelationPage(type, keyword)}
        itemKey={(r) => r.id}
        emptyText={keyword ? `没有找到相关${NAME[type]}` : `暂无可关联的${NAME[type]}`}
        renderItem={(r) => {
          const on = chosen.some((c) => c.id === r.id);
          return (
            <div className={styles.option}>
              <Checkbox
                checked={on}
                disabled={!on && chosen.length >= limit}
                onChange={(x) =>
                  toggle({ id: r.id, product_type: r.product_type, name: r.name, sell_value: r.sell_value }, x)
                }
              >
                <span className={styles.optionName}>{r.name}</span>
                <span className={styles.optionMeta}>
                  {r.sell_value > 0 ? `¥${formatYuan(r.sell_value)}` : '免费'} · 剩余{r.left}
                </span>
              </Checkbox>
            </div>
          );
        }}
      />
      <ActionBar>
        <Button onClick={back}>取消</Button>
        <Button color="primary" onClick={confirm}>
          确定
        </Button>
      </ActionBar>
    </div>
  );
}

/**
 * /funly-manage/create/selectRelation?type=ticket|coupon: the approved tickets or coupons of the business with
 * checkboxes; 确定 hands the choice back to the editor that opened it and goes back.
 */
export default function FunlySelectRelationPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const type = search.get('type');
  const valid = search.get('isNotMatchParams') !== '1' && (type === 'ticket' || type === 'coupon');
  return (
    <div className="page">
      <PageHeader />
      {valid ? (
        <RequireBusiness>
          <Chooser type={type} state={(location.state as RelationPickState | null) ?? null} />
        </RequireBusiness>
      ) : (
        <ErrorBlock status="empty" title="参数错误" description="请从活动编辑页重新选择" />
      )}
    </div>
  );
}
