import { ResultPage } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { showroomPaths } from '../components/showroom-paths';
import styles from '../components/showroom.module.css';

/** /b/show-car/create/result: the listing was submitted — 审核中, what happens next, where to go. */
export default function CarResultPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <ResultPage
        className={styles.result}
        status="waiting"
        title="已提交，审核中"
        description="平台审核员会尽快审核车辆信息，结果会通过消息通知你"
        details={[
          { label: '审核通过', value: '车辆自动上架，访客可预约看车' },
          { label: '审核未通过', value: '可查看原因，修改后重新提交' },
          { label: '上架后修改', value: '价格和照片的修改需重新审核' },
        ]}
        primaryButtonText="查看我的车辆"
        onPrimaryButtonClick={() => void navigate(showroomPaths.selfList, { replace: true })}
        secondaryButtonText="继续添加"
        onSecondaryButtonClick={() => void navigate(showroomPaths.create, { replace: true })}
      />
    </div>
  );
}
