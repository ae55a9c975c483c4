import { Button } from 'antd-mobile';
import { useState } from 'react';
import { REAL_NAME_REVIEW_TEXT } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import styles from './real-name.module.css';

/**
 * The consent screen, before anything is collected: what, why, how long, that face data is sensitive personal
 * information (PIPL art. 28) and that a review without the face exists. 下一步 waits for the unticked box.
 */
export function ConsentStep({ liveness, onAgree }: { liveness: boolean; onAgree: () => void }) {
  const [agreed, setAgreed] = useState(false);
  return (
    <div className="has-form-actions">
      <section className={`section ${styles.block}`} aria-labelledby="real-name-terms">
        <h2 id="real-name-terms" className={styles.heading}>
          实名认证信息处理说明
        </h2>
        <ul className={styles.terms}>
          <li>
            <strong>我们收集什么</strong>
            您的真实姓名和身份证号；选择“人脸识别”时，由人脸核身服务商采集您的人脸图像，与您填写的身份信息比对；选择“人工审核”时，您上传的身份证人像面和国徽面照片。
          </li>
          <li>
            <strong>为什么收集</strong>
            用于核验您的真实身份，确认账号由本人使用；认证结果显示在“我的认证”中。
          </li>
          <li>
            <strong>保存多久</strong>
            审核完成后，完整的身份证号和证件照片立即删除，只保留认证结果，以及打码后的姓名和身份证号（前6位和后2位）；为防止同一身份证认证多个账号，另保留一段无法还原出身份证号的校验码。
          </li>
          <li className={styles.sensitive}>
            <strong>人脸信息属于敏感个人信息</strong>
            依照《个人信息保护法》，人脸信息属于敏感个人信息，仅在您单独同意后处理。我们不保存您的人脸图像，服务商只告诉我们是否通过。
          </li>
          <li>
            <strong>不想刷脸也可以</strong>
            {liveness ? '您可以选择“人工审核”：' : '当前使用“人工审核”：'}
            上传身份证照片，{REAL_NAME_REVIEW_TEXT}。
          </li>
        </ul>
      </section>
      <label className={styles.agree}>
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        我已阅读并同意上述说明
      </label>
      <ActionBar>
        <Button color="primary" block disabled={!agreed} onClick={onAgree}>
          下一步
        </Button>
      </ActionBar>
    </div>
  );
}
