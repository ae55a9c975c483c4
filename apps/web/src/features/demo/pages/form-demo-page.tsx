import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { formatDate, isChineseName } from '@kc/shared';
import { DateField } from '../../../components/ui/date-field';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { ImagesField } from '../../../components/ui/images-field';
import { OptionSelector } from '../../../components/ui/option-selector';
import { PageHeader } from '../../../components/ui/page-header';
import { DemoIntro } from '../components/demo-intro';
import styles from '../components/demo.module.css';
import { UploadGuard } from '../../../components/ui/upload-guard';

type Kind = 'free' | 'paid' | 'vip';
interface Values {
  name: string;
  day: number | null;
  kind: Kind | null;
  images: string[];
}
type Errors = Partial<Record<keyof Values, string>>;

/** The demo's own rules, written like the contracts' (Chinese, one message per field). */
const check = (v: Values): Errors => ({
  name: v.name.trim() === '' ? '请输入姓名' : isChineseName(v.name.trim()) ? undefined : '请输入2-4个汉字的姓名',
  day: v.day === null ? '请选择观展日期' : undefined,
  kind: v.kind === null ? '请选择票种' : undefined,
  images: v.images.length > 3 ? '最多3张图片' : undefined,
});

/** /demo/form: the form fields every form of the app is built from, with their messages. */
export default function FormDemoPage() {
  const [v, setV] = useState<Values>({ name: '', day: null, kind: null, images: [] });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState('');
  const set = <K extends keyof Values>(k: K, value: Values[K]) => {
    setV((x) => ({ ...x, [k]: value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const submit = () => {
    const found = check(v);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    Toast.show({ icon: 'success', content: '校验通过' });
    setSent(`${v.name} · ${formatDate(v.day!, 'y-m-d')} · ${v.kind} · ${v.images.length}张图片`);
  };
  return (
    <div className="page">
      <PageHeader />
      <DemoIntro
        component="FormField / DateField / OptionSelector / ImagesField"
        file="components/ui/form-field.tsx 等"
        usedIn="发布票券、活动报名、商家入驻、防疫登记等表单"
      >
        字段是受控的，不依赖表单库；校验信息显示在字段下方（role=alert），服务器返回的字段错误也放在同一位置。图片上传走签名上传，需要登录。
      </DemoIntro>
      <FormSection title="报名信息">
        <FormField label="姓名" required error={errors.name}>
          <Input aria-label="姓名" placeholder="2-4个汉字" value={v.name} onChange={(x) => set('name', x)} />
        </FormField>
        <FormField label="观展日期" required error={errors.day}>
          <DateField
            value={v.day}
            onChange={(x) => set('day', x)}
            precision="day"
            placeholder="请选择日期"
            title="观展日期"
          />
        </FormField>
        <FormField label="票种" required vertical error={errors.kind}>
          <OptionSelector<Kind>
            options={[
              { value: 'free', label: '免费票' },
              { value: 'paid', label: '普通票' },
              { value: 'vip', label: '贵宾票' },
            ]}
            value={v.kind}
            onChange={(x) => set('kind', x)}
          />
        </FormField>
        <FormField label="图片（选填）" vertical error={errors.images}>
          <ImagesField label="上传图片" max={3} value={v.images} onChange={(x) => set('images', x)} />
        </FormField>
      </FormSection>
      <div className={styles.block}>
        <UploadGuard>
          <Button block color="primary" onClick={submit}>
            提交
          </Button>
        </UploadGuard>
        {sent && (
          <p className={styles.result} role="status">
            提交内容：{sent}
          </p>
        )}
      </div>
    </div>
  );
}
