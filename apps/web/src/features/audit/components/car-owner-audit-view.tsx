import { NoticeBar } from 'antd-mobile';
import { formatDate, vehicleTypeLabel, type CarOwnerAudit } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { AuditPhotoSection, Code } from './audit-photo';

/**
 * The 车主认证 audit's detail (audit type car_owner): applicant, car, VIN, plate and the driving licence photo to
 * compare them with; a VIN another person holds certified is flagged (passing it is refused).
 */
export function CarOwnerAuditView({ carOwner: c }: { carOwner: CarOwnerAudit }) {
  return (
    <>
      {c.vin_taken && <NoticeBar color="alert" content="该车架号已由其他车主认证，无法通过，请驳回" wrap />}
      <KeyValueList
        title="车主认证"
        rows={[
          { label: '申请人', value: c.nickname || `用户${c.user_id}` },
          { label: '车辆类型', value: vehicleTypeLabel[c.vehicle_type] },
          { label: '品牌车系', value: `${c.brand_name} ${c.series_name}` },
          { label: '车型', value: c.model_name },
          { label: '车架号（VIN）', value: <Code>{c.vin}</Code> },
          { label: '车牌号', value: c.plate },
          { label: '提交时间', value: formatDate(c.submit_time) },
          ...(c.reject_reason ? [{ label: '驳回原因', value: c.reject_reason }] : []),
        ]}
      />
      <AuditPhotoSection
        title="行驶证照片"
        src={c.licence_image}
        alt={`${c.nickname || '申请人'}的行驶证照片`}
        missing="未上传行驶证照片"
        hint="请核对照片上的号牌号码、车辆识别代号与填写内容一致"
      />
    </>
  );
}
