import { Button, Checkbox, Input } from 'antd-mobile';
import { CountStepper } from '../../../components/ui/count-stepper';
import { Link } from 'react-router';
import { BLIND_BOX_QUANTITY_MAX, formatYuan, type BlindBox, type CallData, type blindBoxInfo } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField } from '../../../components/ui/form-field';
import { useBoxPurchase } from '../hooks/use-box-purchase';
import { blindBoxPaths } from '../utils/blindbox-paths';
import styles from './buy-panel.module.css';

type Mine = CallData<typeof blindBoxInfo>['mine'];

/** What the caller may do about buying, as the server said: buy, the guardian's consent, certify first, or why not. */
export function BuyPanel({ box, mine }: { box: BlindBox; mine: Mine }) {
  if (mine.buy === 'buy' || mine.buy === 'guardian') return <Purchase box={box} mine={mine} />;
  return (
    <section className={styles.panel} aria-label="购买">
      <p className={styles.notice} role="status">
        {mine.reason}
      </p>
      {mine.buy === 'certify' && (
        <Link className={styles.link} to={blindBoxPaths.certify}>
          去实名认证
        </Link>
      )}
      <ActionBar>
        <Button color="primary" block disabled>
          购买
        </Button>
      </ActionBar>
    </section>
  );
}

function Purchase({ box, mine }: { box: BlindBox; mine: Mine }) {
  const guardian = mine.buy === 'guardian';
  const f = useBoxPurchase(box, guardian);
  const max = Math.max(1, Math.min(BLIND_BOX_QUANTITY_MAX, mine.today_left ?? 1, box.remaining));
  return (
    <section className={styles.panel} aria-label="购买">
      <FormField label="购买数量" extra={<span className={styles.hint}>今日还可购买 {mine.today_left} 个</span>}>
        <CountStepper
          label="购买数量"
          min={1}
          max={max}
          value={f.quantity}
          onChange={(v) => f.setQuantity(v)}
          inputReadOnly
        />
      </FormField>
      {guardian && (
        <div className={styles.guardian}>
          <p className={styles.notice} role="note">
            {mine.reason}
          </p>
          <Checkbox checked={f.consent} onChange={f.setConsent}>
            监护人已知悉并同意本次购买
          </Checkbox>
          <FormField label="监护人姓名" required error={f.errors.guardian_name}>
            <Input
              aria-label="监护人姓名"
              placeholder="请输入监护人姓名"
              value={f.guardianName}
              onChange={f.setGuardianName}
            />
          </FormField>
          <FormField label="监护人手机号" required error={f.errors.guardian_mobile}>
            <Input
              aria-label="监护人手机号"
              type="tel"
              placeholder="请输入监护人手机号"
              value={f.guardianMobile}
              onChange={f.setGuardianMobile}
            />
          </FormField>
        </div>
      )}
      <ActionBar>
        <div className={styles.total} data-testid="blindbox-total">
          合计 <strong>¥{formatYuan(f.total)}</strong>
        </div>
        <Button color="primary" loading={f.busy} disabled={guardian && !f.consent} onClick={f.submit}>
          购买
        </Button>
      </ActionBar>
    </section>
  );
}
