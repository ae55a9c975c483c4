import { formatDate, type RealNameAudit } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { AuditPhotoSection } from './audit-photo';

const PHOTOS = [
  { key: 'front_image', title: '身份证人像面' },
  { key: 'back_image', title: '身份证国徽面' },
] as const;

/**
 * A manual real-name review (audit type real_name): the full name and ID number and the ID card's two photos while
 * pending; once decided only the masked name and ID remain and the photos are deleted.
 */
export function RealNameAuditView({ realName: r }: { realName: RealNameAudit }) {
  const pending = r.state === 'pending';
  return (
    <>
      <KeyValueList
        title="实名认证"
        rows={[
          { label: '申请人', value: r.nickname || `用户${r.user_id}` },
          { label: '姓名', value: r.name },
          { label: '身份证号', value: r.id_number },
          { label: '状态', value: r.state_label },
          { label: '提交时间', value: formatDate(r.submit_time) },
          ...(r.decide_time ? [{ label: '审核时间', value: formatDate(r.decide_time) }] : []),
          ...(r.reason ? [{ label: '驳回原因', value: r.reason }] : []),
        ]}
      />
      {PHOTOS.map((p) => (
        <AuditPhotoSection
          key={p.key}
          title={p.title}
          src={r[p.key]}
          alt={`${r.name}的${p.title}照片`}
          missing={pending ? '未上传' : '审核完成后照片已删除'}
        />
      ))}
      {pending && <p className="form-tip">请核对照片上的姓名、身份证号与填写的一致，且证件在有效期内。</p>}
    </>
  );
}
