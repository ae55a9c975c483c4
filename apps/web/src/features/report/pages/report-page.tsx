import { Button, Radio, Space, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  reportUpload,
  REPORT_MODULES,
  REPORT_REASONS,
  reportModuleLabel,
  reportReasonLabel,
  type ReportModule,
  type ReportReason,
} from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { ImagesField } from '../../../components/ui/images-field';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { PageHeader } from '../../../components/ui/page-header';
import { useGoBack } from '../../../components/ui/use-go-back';
import { showError } from '../../../lib/http';
import { positiveId } from '../../../lib/routing/route-id';
import { useReportCreate } from '../api/report-create';
import { checkReport, type ReportErrors } from '../components/report-rules';
import { ErrorBlock } from '../../../components/ui/error-block';

const REPORT_IMAGES_MAX = 3;

function ReportForm({ module, id }: { module: ReportModule; id: number }) {
  const back = useGoBack();
  const send = useReportCreate();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<ReportErrors>({});

  const submit = () => {
    if (send.isPending) return;
    const checked = checkReport({ module, id, reason, detail, images });
    if (!checked.ok) {
      setErrors(checked.errors);
      Toast.show({ content: Object.values(checked.errors)[0] ?? '请检查填写内容' });
      return;
    }
    send.mutate(checked.query, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: '举报已提交，感谢你的反馈' });
        back();
      },
      onError: showError,
    });
  };

  return (
    <div className="has-form-actions">
      <FormSection title={`举报该${reportModuleLabel[module]}`}>
        <FormField label="举报原因" required vertical error={errors.reason}>
          <Radio.Group
            value={reason ?? undefined}
            onChange={(v) => {
              setReason(v as ReportReason);
              setErrors({});
            }}
          >
            <div role="radiogroup" aria-label="举报原因">
              <Space direction="vertical">
                {REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r}>
                    {reportReasonLabel[r]}
                  </Radio>
                ))}
              </Space>
            </div>
          </Radio.Group>
        </FormField>
        <FormField label="补充说明" required={reason === 'other'} vertical error={errors.detail}>
          <LabelledTextArea
            label="补充说明"
            placeholder={reason === 'other' ? '请说明举报的原因' : '选填，帮助审核员更快判断'}
            maxLength={200}
            showCount
            value={detail}
            onChange={(v) => {
              setDetail(v);
              setErrors({});
            }}
          />
        </FormField>
        <FormField label="截图证据" vertical error={errors.images} extra={`最多${REPORT_IMAGES_MAX}张`}>
          <ImagesField
            label="上传截图"
            max={REPORT_IMAGES_MAX}
            value={images}
            onChange={setImages}
            sign={reportUpload}
          />
        </FormField>
      </FormSection>
      <p className="form-tip">同一内容只能举报一次；多人举报的内容会先隐藏，由审核员处理。</p>
      <ActionBar>
        <Button color="primary" block loading={send.isPending} onClick={submit}>
          提交
        </Button>
      </ActionBar>
    </div>
  );
}

/** /report/:module/:id: report a post, comment, event, album image, person or ride (reason, detail, images). */
export default function ReportPage() {
  const params = useParams();
  const module = (REPORT_MODULES as readonly string[]).includes(params.module ?? '')
    ? (params.module as ReportModule)
    : undefined;
  const id = positiveId(params.id);
  return (
    <div className="page">
      <PageHeader />
      {module && id ? (
        <ReportForm module={module} id={id} />
      ) : (
        <ErrorBlock status="empty" title="举报对象不存在" description="链接有误，请返回后重试" />
      )}
    </div>
  );
}
