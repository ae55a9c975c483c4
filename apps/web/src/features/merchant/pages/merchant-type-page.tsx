import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SHOP_KINDS, shopKindHint, shopKindLabel, type MerchantApplication, type ShopKindValue } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { showError } from '../../../lib/http';
import { useMerchantSave } from '../api/merchant-save';
import { DraftGate } from '../components/draft-gate';
import { merchantPaths } from '../components/merchant-paths';
import styles from '../components/merchant.module.css';

function TypeChoice({ application: a }: { application: MerchantApplication | null }) {
  const navigate = useNavigate();
  const save = useMerchantSave();
  const [kind, setKind] = useState<ShopKindValue | null>((a?.shop_kind as ShopKindValue | null) ?? null);

  const next = async () => {
    if (kind === null) {
      Toast.show({ content: '请选择商家类型' });
      return;
    }
    try {
      await save.mutateAsync({ shop_kind: kind });
      // the tags come next; going back from them returns to the form
      void navigate(merchantPaths.tag, { replace: true });
    } catch (e) {
      showError(e);
    }
  };

  return (
    <div className="has-form-actions">
      <p className={styles.intro}>请选择你的主要经营方式，审核通过后可在商家资料中查看。</p>
      <div className={styles.kinds} role="radiogroup" aria-label="商家类型">
        {SHOP_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={kind === k}
            className={styles.kind}
            onClick={() => setKind(k)}
          >
            <span className={styles.kindTitle}>{shopKindLabel[k]}</span>
            <span className={styles.kindHint}>{shopKindHint[k]}</span>
          </button>
        ))}
      </div>
      <ActionBar>
        <Button color="primary" block loading={save.isPending} disabled={save.isPending} onClick={() => void next()}>
          下一步
        </Button>
      </ActionBar>
    </div>
  );
}

/** /business-register/choosemerchanttype: offline shop (11) or online shop (12), then the tags. */
export default function MerchantTypePage() {
  return (
    <div className="page">
      <PageHeader />
      <DraftGate>{(a) => <TypeChoice application={a} />}</DraftGate>
    </div>
  );
}
