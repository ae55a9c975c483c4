import { Button, Result } from 'antd-mobile';
import { formatDate, REAL_NAME_REVIEW_TEXT, realNameMethodLabel, type RealNameStatus } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';
import styles from './real-name.module.css';

/** The masked name and ID number, how and when (the answer never holds more). */
function Summary({ s }: { s: RealNameStatus }) {
  return (
    <KeyValueList
      title="认证信息"
      rows={[
        { label: '姓名', value: s.name },
        { label: '身份证号', value: s.id_number },
        { label: '认证方式', value: s.method ? realNameMethodLabel[s.method] : '' },
        s.decide_time
          ? { label: s.state === 'verified' ? '认证时间' : '审核时间', value: formatDate(s.decide_time) }
          : { label: '提交时间', value: formatDate(s.submit_time) },
      ]}
    />
  );
}

/**
 * Where a certification stands: 审核中 (1–3 working days), a face check still open, 已认证, or 未通过 with the reason
 * and 重新认证.
 */
export function RealNameResult({
  status: s,
  checking,
  onRefresh,
  onRestart,
}: {
  status: RealNameStatus;
  /** the server is being asked again (刷新结果) */
  checking: boolean;
  onRefresh: () => void;
  onRestart: () => void;
}) {
  if (s.state === 'verified')
    return (
      <div className={styles.result}>
        <Result status="success" title="已认证" description="您已完成实名认证" />
        <Summary s={s} />
      </div>
    );
  if (s.state === 'rejected')
    return (
      <div className={styles.result}>
        <Result status="error" title="未通过" description={`未通过原因：${s.reason || '未填写原因'}`} />
        <Summary s={s} />
        <div className={styles.actions}>
          <Button color="primary" block onClick={onRestart}>
            重新认证
          </Button>
        </div>
      </div>
    );
  if (s.method === 'liveness')
    return (
      <div className={styles.result}>
        <Result status="waiting" title="人脸识别进行中" description="完成人脸识别后回到本页，即可查看认证结果" />
        <Summary s={s} />
        <div className={styles.actions}>
          {s.liveness_url && (
            <Button color="primary" block onClick={() => window.location.assign(s.liveness_url)}>
              继续人脸识别
            </Button>
          )}
          <Button block loading={checking} disabled={checking} onClick={onRefresh}>
            刷新结果
          </Button>
          <Button block fill="none" onClick={onRestart}>
            改用人工审核
          </Button>
        </div>
      </div>
    );
  return (
    <div className={styles.result}>
      <Result
        status="waiting"
        title="审核中"
        description={`您的实名认证已提交，${REAL_NAME_REVIEW_TEXT}，结果将通过消息通知您`}
      />
      <Summary s={s} />
    </div>
  );
}
