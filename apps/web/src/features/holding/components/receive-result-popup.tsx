import { Button, Popup, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ReceiveOutcome } from '../api/receive-user';
import { holdingPaths } from '../utils/holding-paths';
import { SurveyForm } from './survey-form';
import styles from './receive.module.css';

/** 领取成功: what was received, 查看 (its code screen) or 继续领取, and the optional survey. */
export function ReceiveResultPopup({ result, onClose }: { result: ReceiveOutcome | null; onClose: () => void }) {
  const navigate = useNavigate();
  const [surveyDone, setSurveyDone] = useState<number | null>(null);
  const card = result?.card;
  return (
    <Popup visible={!!result} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }} destroyOnClose>
      {result && card && (
        <div className={styles.result} role="dialog" aria-label="领取成功">
          <Result
            status="success"
            title="领取成功"
            description={`${card.ticket_name}${card.holder_name ? `（领取人 ${card.holder_name}）` : ''}`}
          />
          <div className={styles.resultActions}>
            <Button onClick={onClose}>继续领取</Button>
            <Button
              color="primary"
              onClick={() => void navigate(holdingPaths.qrcodeOf(result.holding_id, card.is_cert))}
            >
              查看
            </Button>
          </div>
          {surveyDone !== result.holding_id && (
            <SurveyForm holdingId={result.holding_id} onDone={() => setSurveyDone(result.holding_id)} />
          )}
        </div>
      )}
    </Popup>
  );
}
