import { Button, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { MERCHANT_TAGS, MERCHANT_TAGS_MAX, type MerchantApplication, type MerchantTag } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { useGoBack } from '../../../components/ui/use-go-back';
import { showError } from '../../../lib/http';
import { useMerchantSave } from '../api/merchant-save';
import { DraftGate } from '../components/draft-gate';
import { merchantPaths } from '../components/merchant-paths';
import styles from '../components/merchant.module.css';

const OPTIONS = MERCHANT_TAGS.map((t) => ({ label: t, value: t }));

function TagChoice({ application: a }: { application: MerchantApplication | null }) {
  const back = useGoBack(merchantPaths.form);
  const save = useMerchantSave();
  const [tags, setTags] = useState<MerchantTag[]>(() =>
    (a?.tags ?? []).filter((t): t is MerchantTag => (MERCHANT_TAGS as readonly string[]).includes(t)),
  );

  const change = (next: MerchantTag[]) => {
    if (next.length > MERCHANT_TAGS_MAX) {
      Toast.show({ content: `最多选择${MERCHANT_TAGS_MAX}个标签` });
      return;
    }
    setTags(next);
  };

  const done = async () => {
    if (tags.length === 0) {
      Toast.show({ content: '请至少选择1个商家标签' });
      return;
    }
    try {
      await save.mutateAsync({ tags });
      back();
    } catch (e) {
      showError(e);
    }
  };

  return (
    <div className="has-form-actions">
      <p className={styles.intro}>选择最符合你经营内容的标签，便于用户找到你。</p>
      <section className={styles.tags} aria-label="商家标签">
        <p className={styles.count}>
          已选 {tags.length}/{MERCHANT_TAGS_MAX}
        </p>
        <Selector<MerchantTag> multiple columns={3} options={OPTIONS} value={tags} onChange={change} />
      </section>
      <ActionBar>
        <Button color="primary" block loading={save.isPending} disabled={save.isPending} onClick={() => void done()}>
          完成
        </Button>
      </ActionBar>
    </div>
  );
}

/** /business-register/choosemerchanttype-next-tag: 1–3 tags of the merchant. */
export default function MerchantTagPage() {
  return (
    <div className="page">
      <PageHeader />
      <DraftGate>{(a) => <TagChoice application={a} />}</DraftGate>
    </div>
  );
}
