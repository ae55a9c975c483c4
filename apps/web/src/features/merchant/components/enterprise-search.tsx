import { DotLoading, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MerchantFound } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { SearchField } from '../../../components/ui/search-field';
import { merchantRetrieveQuery } from '../api/merchant-retrieve';
import styles from './merchant.module.css';

function Found({ found: f }: { found: MerchantFound }) {
  return (
    <article className={styles.found} aria-label={f.name}>
      <p className={styles.foundName}>{f.name}</p>
      {f.credit_code && <p className={styles.foundText}>统一社会信用代码：{f.credit_code}</p>}
      {f.kind === 'business' ? (
        <p className={styles.foundText}>
          该企业已入驻{f.admin_mobile ? `，管理员手机号 ${f.admin_mobile}` : ''}。请联系该企业管理员将你添加为商家成员；
          如需由你管理该企业，请管理员在“更换管理员”中把管理员更换为你。
        </p>
      ) : (
        <p className={styles.foundText}>该企业的入驻申请正在审核中，无需重复申请。如有疑问请联系平台客服。</p>
      )}
    </article>
  );
}

/** Find an enterprise that is already registered (or in review) before entering it again. */
export function EnterpriseSearch() {
  const [keyword, setKeyword] = useState('');
  const q = useQuery(merchantRetrieveQuery(keyword));
  const search = (text: string) => {
    const k = text.trim();
    if (k.length < 2) {
      Toast.show({ content: '请输入至少2个字' });
      return;
    }
    setKeyword(k);
  };
  return (
    <section aria-label="查找已入驻企业">
      <div className={styles.search}>
        <SearchField
          label="企业名称或统一社会信用代码"
          placeholder="输入企业名称或统一社会信用代码查找"
          onSearch={search}
        />
      </div>
      {keyword.length >= 2 && (
        <div className={styles.results} aria-live="polite">
          {q.isPending && <DotLoading />}
          {q.isError && <LoadError error={q.error} onRetry={() => void q.refetch()} />}
          {q.isSuccess && q.data.list.length === 0 && (
            <p className={styles.foundText}>未找到已入驻的企业，请在下方填写企业信息完成入驻。</p>
          )}
          {q.isSuccess && q.data.list.map((f) => <Found key={`${f.kind}:${f.business_id ?? f.name}`} found={f} />)}
        </div>
      )}
    </section>
  );
}
