import { NoticeBar, Toast } from 'antd-mobile';
import { useState } from 'react';
import type { FormField } from '@kc/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { FillForm } from '../components/fill-form';
import { TargetHeader } from '../components/target-header';
import { useFillValues } from '../hooks/use-fill-values';
import { readPreview } from '../utils/preview-storage';
import fill from '../components/fill.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** A draft may still have unnamed fields or empty options: show them as they will read. */
const readable = (fields: FormField[]): FormField[] =>
  fields.map((f, i) => ({ ...f, label: f.label.trim() || `字段${i + 1}`, options: f.options.filter((o) => o.trim()) }));

function PreviewFill({ fields }: { fields: FormField[] }) {
  const fill = useFillValues(fields);
  const submit = () => {
    if (fill.check()) Toast.show({ content: '预览模式不提交' });
  };
  return <FillForm fields={fields} values={fill.values} errors={fill.errors} onChange={fill.set} onSubmit={submit} />;
}

/** /invitation/enter-blank/preview (type 0, id 0): the builder's draft from sessionStorage, filled but never sent. */
export default function FormPreviewPage() {
  const [preview] = useState(readPreview);
  const [fields] = useState(() => readable(preview?.fields ?? []));
  return (
    <div className="page">
      <PageHeader />
      <NoticeBar className={fill.previewBanner} color="alert" content="预览模式：可以试填，提交不会保存" />
      {preview ? (
        <>
          <TargetHeader
            name="报名对象名称"
            projectName="所属项目"
            title={preview.title}
            description={preview.description}
          />
          <PreviewFill fields={fields} />
        </>
      ) : (
        <ErrorBlock status="empty" title="没有可预览的报名表" description="请在报名表设计页点击「预览」" />
      )}
    </div>
  );
}
