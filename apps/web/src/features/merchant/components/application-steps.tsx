import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { MerchantApplication } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { merchantPaths } from './merchant-paths';
import styles from './merchant.module.css';

const missingOf = (a: MerchantApplication | null, fields: string[]) =>
  !a || a.missing.some((m) => fields.includes(m.field));

/** The hub's steps: each one shows what is filled in and opens its screen. */
export function ApplicationSteps({ application: a }: { application: MerchantApplication | null }) {
  const navigate = useNavigate();
  const value = (filled: boolean, text: string, empty: string) => (
    <span className={cx(styles.value, filled && styles.done)}>{filled ? text : empty}</span>
  );
  const enterpriseDone = !missingOf(a, [
    'name',
    'credit_code',
    'legal_person',
    'address',
    'contact_name',
    'contact_mobile',
  ]);
  return (
    <List header="入驻信息" mode="card">
      <List.Item
        prefix="1"
        onClick={() => void navigate(merchantPaths.type)}
        extra={value(!!a?.shop_kind, a?.shop_kind_label ?? '', '请选择')}
      >
        商家类型
      </List.Item>
      <List.Item
        prefix="2"
        onClick={() => void navigate(merchantPaths.tag)}
        extra={value(!!a?.tags.length, a?.tags.join('、') ?? '', '请选择')}
      >
        商家标签
      </List.Item>
      <List.Item
        prefix="3"
        onClick={() => void navigate(merchantPaths.enterprise)}
        description={a?.name || undefined}
        extra={value(enterpriseDone, '已填写', a?.name ? '待完善' : '请填写')}
      >
        企业信息
      </List.Item>
      <List.Item
        prefix="4"
        onClick={() => void navigate(merchantPaths.idVerify)}
        description={a?.verified ? `${a.applicant_name} ${a.applicant_id_number}` : undefined}
        extra={value(!!a?.verified, '已验证', '去验证')}
      >
        申请人身份验证
      </List.Item>
    </List>
  );
}
