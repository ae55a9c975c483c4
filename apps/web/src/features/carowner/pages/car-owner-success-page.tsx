import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { CAR_OWNER_REVIEW_TEXT } from '@kc/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { carOwnerPaths } from '../components/carowner-paths';
import styles from '../components/carowner.module.css';

/**
 * /car-authentication/success (no login flag): the application is in; the review takes 1–3 working days. Static, so
 * it reads the same with or without a session (the list asks for one when opened).
 */
export default function CarOwnerSuccessPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader />
      <section className="section center-page">
        <Result
          status="success"
          title="提交成功"
          description={`你的车主认证申请已提交，${CAR_OWNER_REVIEW_TEXT}，结果将通过消息通知你。`}
        />
        <div className={styles.buttons}>
          <Button block color="primary" onClick={() => void navigate(carOwnerPaths.list, { replace: true })}>
            查看认证进度
          </Button>
          <Button block fill="outline" onClick={() => void navigate(carOwnerPaths.my, { replace: true })}>
            返回我的
          </Button>
        </div>
      </section>
    </div>
  );
}
