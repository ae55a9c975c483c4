import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import type { CallData, lotteryManageList } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { fetchLotteryManageList } from '../api/lottery-manage-list';
import { lotteryKeys } from '../api/lottery-keys';
import { LotteryCard } from '../components/lottery-card';
import { lotteryPaths } from '../components/lottery-paths';
import styles from '../components/lottery.module.css';

type Row = CallData<typeof lotteryManageList>['list'][number];

const Actions = ({ l }: { l: Row }) => (
  <div className={styles.actions}>
    {l.can_edit && <Link to={lotteryPaths.edit(l.id)}>编辑草稿</Link>}
    {l.state !== 'draft' && l.state !== 'cancelled' && <Link to={lotteryPaths.screen(l.id)}>打开大屏</Link>}
    {l.state !== 'draft' && l.state !== 'cancelled' && <Link to={lotteryPaths.show(l.id)}>查看详情</Link>}
  </div>
);

/** /little-action/lottery/manage (抽奖管理): the current business's lotteries; new, edit a draft, open the big screen. */
export default function LotteryManagePage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <div className={styles.toolbar}>
          <Button block color="primary" onClick={() => void navigate(lotteryPaths.create)}>
            新建抽奖
          </Button>
        </div>
        <ListView<Row>
          queryKey={lotteryKeys.manageList}
          fetchPage={fetchLotteryManageList}
          itemKey={(l) => l.id}
          emptyText="还没有抽奖活动"
          renderItem={(l) => (
            <div>
              <LotteryCard lottery={l} to={l.can_edit ? lotteryPaths.edit(l.id) : lotteryPaths.show(l.id)} />
              <div className={styles.toolbar}>
                <Actions l={l} />
              </div>
            </div>
          )}
        />
      </RequireBusiness>
    </div>
  );
}
