import { Button, Image, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CAR_OWNER_REVIEW_TEXT, ErrorCode, formatDate, vehicleTypeLabel, type CarOwner } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError, showError } from '../../../lib/http';
import { positiveId } from '../../../lib/routing/route-id';
import { useCarOwnerCancel } from '../api/carowner-cancel';
import { carOwnerInfoQuery } from '../api/carowner-info';
import { carOwnerPaths } from '../components/carowner-paths';
import { CarOwnerStateTag } from '../components/car-owner-state-tag';
import { PlateBadge } from '../components/plate-badge';
import styles from '../components/carowner.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

const NotFound = () => (
  <ErrorBlock status="empty" title="认证记录不存在" description="链接有误，或该记录不属于当前账号" />
);

/** What the state says to the owner, above the details. */
function StateNote({ c }: { c: CarOwner }) {
  if (c.state === 'pending') return <p className={styles.notice}>{CAR_OWNER_REVIEW_TEXT}，请耐心等待。</p>;
  if (c.state === 'approved') return <p className={styles.notice}>认证已通过，你的主页和帖子将显示“认证车主”标识。</p>;
  if (c.state === 'rejected')
    return <p className={styles.danger}>未通过原因：{c.reject_reason || '未说明'}，请修改后重新提交。</p>;
  return <p className={styles.notice}>该认证已撤回，可重新提交。</p>;
}

function Detail({ c }: { c: CarOwner }) {
  const navigate = useNavigate();
  const cancel = useCarOwnerCancel();
  const withdraw = async () => {
    const pending = c.state === 'pending';
    const ok = await confirmAction(
      pending ? '撤回后平台将不再审核这份申请，确定撤回吗？' : '取消后这辆车将不再显示为已认证，确定取消认证吗？',
      { title: pending ? '撤回申请' : '取消认证', danger: true },
    );
    if (!ok) return;
    try {
      await cancel.mutateAsync(c.id);
      Toast.show({ icon: 'success', content: pending ? '已撤回' : '已取消认证' });
    } catch (e) {
      showError(e);
    }
  };
  const actions = c.can_cancel || c.can_reapply;
  return (
    <div className={actions ? 'has-form-actions' : undefined}>
      <StateNote c={c} />
      <KeyValueList
        title="认证信息"
        rows={[
          { label: '认证状态', value: <CarOwnerStateTag state={c.state} label={c.state_label} /> },
          { label: '车辆类型', value: vehicleTypeLabel[c.vehicle_type] },
          { label: '品牌车系', value: `${c.brand_name} ${c.series_name}` },
          { label: '车型', value: c.model_name },
          { label: '车架号', value: <span className={styles.vin}>{c.vin}</span> },
          { label: '车牌号', value: <PlateBadge plate={c.plate} /> },
          { label: '提交时间', value: formatDate(c.submit_time) },
          ...(c.review_time ? [{ label: '审核时间', value: formatDate(c.review_time) }] : []),
        ]}
      />
      <section className="section kv-list" aria-label="行驶证照片">
        <h3 className="kv-title">行驶证照片</h3>
        <Image src={c.licence_image} alt="我的行驶证照片" className={styles.photo} fit="contain" />
      </section>
      {actions && (
        <ActionBar>
          {c.can_cancel && (
            <Button block color="danger" fill="outline" loading={cancel.isPending} onClick={() => void withdraw()}>
              {c.state === 'pending' ? '撤回申请' : '取消认证'}
            </Button>
          )}
          {c.can_reapply && (
            <Button block color="primary" onClick={() => void navigate(carOwnerPaths.reapply(c.id))}>
              重新提交
            </Button>
          )}
        </ActionBar>
      )}
    </div>
  );
}

function DetailLoader({ id }: { id: number }) {
  const q = useQuery(carOwnerInfoQuery(id));
  if (q.isPending) return <PageLoading />;
  if (q.isError)
    return isApiError(q.error) && q.error.code === ErrorCode.NOT_FOUND ? (
      <NotFound />
    ) : (
      <LoadError error={q.error} onRetry={() => void q.refetch()} />
    );
  return <Detail c={q.data} />;
}

/** /car-authentication/detail?id=: one of my certifications; 撤回 while pending, 重新提交 after a rejection. */
export default function CarOwnerDetailPage() {
  const id = positiveId(useSearchParams()[0].get('id'));
  return (
    <div className="page">
      <PageHeader />
      {id === undefined ? <NotFound /> : <DetailLoader key={id} id={id} />}
    </div>
  );
}
