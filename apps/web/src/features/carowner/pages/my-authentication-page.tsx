import { List } from 'antd-mobile';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { carOwnerSummaryQuery } from '../api/carowner-list';
import { realNameMineQuery } from '../api/real-name-mine';
import { carOwnerPaths } from '../components/carowner-paths';
import { carOwnerSummaryText } from '../components/car-owner-summary';
import styles from '../components/carowner.module.css';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';

/** The state shown at a row's end: loading, the text, or a hint that it could not be read (the row still opens). */
const stateOf = <T,>(q: UseQueryResult<T>, text: (d: T) => string) =>
  q.isPending ? '加载中…' : q.isError ? '状态暂不可用' : text(q.data);

/**
 * /my/authentication: my certifications in one place — 实名认证 (its state from verify/user), 车主认证 (how many cars
 * are certified or waiting; opens my list) and 商家入驻.
 */
export default function MyAuthenticationPage() {
  const navigate = useNavigate();
  const realName = useQuery(realNameMineQuery());
  const carOwner = useQuery(carOwnerSummaryQuery());
  const refresh = async () => {
    await Promise.all([realName.refetch(), carOwner.refetch()]);
  };
  return (
    <div className="page">
      <PageHeader />
      <PullToRefresh onRefresh={refresh}>
        <List className="section" header="个人认证">
          <List.Item
            onClick={() => void navigate(carOwnerPaths.realName)}
            description="实名认证后可使用需要实名的服务"
            extra={<span className={styles.hubState}>{stateOf(realName, (d) => d.state_label)}</span>}
          >
            实名认证
          </List.Item>
          <List.Item
            onClick={() => void navigate(carOwnerPaths.list)}
            description="认证后主页和帖子显示“认证车主”标识"
            extra={<span className={styles.hubState}>{stateOf(carOwner, carOwnerSummaryText)}</span>}
          >
            车主认证
          </List.Item>
        </List>
        <List className="section" header="商家">
          <List.Item
            onClick={() => void navigate(carOwnerPaths.businessRegister)}
            description="入驻后可发布门票、卡券和车辆"
          >
            商家入驻
          </List.Item>
        </List>
      </PullToRefresh>
    </div>
  );
}
