import { NoticeBar } from 'antd-mobile';
import { formatDate, type MerchantAudit } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { AuditPhotoSection, Code } from './audit-photo';

/**
 * The 商家入驻 audit's detail (audit type merchant): the applicant and their check, the merchant type and tags, the
 * enterprise with its unified social credit code, and the licence photo to compare them with — with what the
 * recognition provider read on it and the fields entered differently (none read with the local manual provider).
 */
export function MerchantAuditView({ merchant: m }: { merchant: MerchantAudit }) {
  const mismatched = new Set(m.mismatches.map((x) => x.field));
  return (
    <>
      {m.mismatches.length > 0 && (
        <NoticeBar
          color="alert"
          wrap
          content={`填写内容与营业执照识别结果不一致：${m.mismatches.map((x) => x.label).join('、')}`}
        />
      )}
      <KeyValueList
        title="申请人"
        rows={[
          { label: '账号', value: `${m.nickname || `用户${m.user_id}`}（${m.applicant_mobile}）` },
          { label: '申请人姓名', value: m.applicant_name || '未验证' },
          { label: '身份证号', value: m.applicant_id_number || '未验证' },
          { label: '与法定代表人', value: m.applicant_is_legal_person ? '同一人' : '非同一人，请核实授权' },
          ...(m.submit_time ? [{ label: '提交时间', value: formatDate(m.submit_time) }] : []),
          ...(m.reject_reason ? [{ label: '上次驳回原因', value: m.reject_reason }] : []),
        ]}
      />
      <KeyValueList
        title="商家入驻"
        rows={[
          { label: '企业名称', value: m.name, highlight: mismatched.has('name') },
          {
            label: '统一社会信用代码',
            value: <Code>{m.credit_code}</Code>,
            highlight: mismatched.has('credit_code'),
          },
          { label: '法定代表人', value: m.legal_person, highlight: mismatched.has('legal_person') },
          { label: '企业地址', value: m.address, highlight: mismatched.has('address') },
          { label: '联系人', value: `${m.contact_name} ${m.contact_mobile}` },
          { label: '商家类型', value: m.shop_kind_label || '未选择' },
          { label: '商家标签', value: m.tags.join('、') || '未选择' },
        ]}
      />
      {m.recognised && (
        <KeyValueList
          title="营业执照识别结果"
          rows={[
            { label: '企业名称', value: m.recognised.name || '未识别' },
            { label: '统一社会信用代码', value: m.recognised.credit_code || '未识别' },
            { label: '法定代表人', value: m.recognised.legal_person || '未识别' },
            { label: '企业地址', value: m.recognised.address || '未识别' },
          ]}
        />
      )}
      <AuditPhotoSection
        title="营业执照照片"
        src={m.licence_image}
        alt={`${m.name}的营业执照照片`}
        missing="未上传营业执照照片"
        hint={
          m.recognised
            ? '请以照片为准核对识别结果与填写内容'
            : '营业执照未经自动识别，请人工核对照片上的名称、统一社会信用代码和法定代表人与填写内容一致'
        }
      />
    </>
  );
}
