import { Button, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { positiveId } from '../../../lib/routing/route-id';
import { ridePaths } from '../components/ride-paths';
import { shareRide } from '../components/ride-share';
import styles from '../components/leader.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** /funly-ride/success?id={id}: the ride is published; share it, look at it, or manage it. */
export default function RideSuccessPage() {
  const navigate = useNavigate();
  const id = positiveId(useSearchParams()[0].get('id'));
  return (
    <div className="page">
      <PageHeader />
      {id === undefined ? (
        <ErrorBlock status="empty" title="骑行不存在" description="链接有误，请在骑行管理中查看" />
      ) : (
        <section className={`section ${styles.block}`}>
          <Result status="success" title="骑行已发布" description="骑友现在可以看到并报名，报名需要你审核通过" />
          <div className="button-row">
            <Button block color="primary" onClick={() => void shareRide(id, { title: '一起骑行', cover: '' })}>
              分享给骑友
            </Button>
          </div>
          <div className={`button-row ${styles.buttons}`}>
            <Button block fill="outline" color="primary" onClick={() => void navigate(ridePaths.show(id))}>
              查看骑行
            </Button>
            <Button block fill="outline" onClick={() => void navigate(ridePaths.manage, { replace: true })}>
              管理骑行
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
