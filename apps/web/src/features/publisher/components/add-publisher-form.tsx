import { Button, Form, Input } from 'antd-mobile';
import type { PublisherQuota } from '@kc/shared';
import { FormField } from '../../../components/ui/form-field';
import { useAddPublisherForm } from '../hooks/use-add-publisher-form';

/** 添加发布员: the mobile of a registered user and the quota they may issue; 确定 appoints them. */
export function AddPublisherForm({ itemId, onDone }: { itemId: number; onDone: (quota: PublisherQuota) => void }) {
  const form = useAddPublisherForm(itemId, onDone);
  return (
    <div className="has-form-actions">
      <Form layout="horizontal" mode="card" className="form-section" requiredMarkStyle="asterisk">
        <Form.Header>发布员信息</Form.Header>
        <FormField label="手机号" required error={form.errors.mobile}>
          <Input
            placeholder="请输入发布员手机号"
            type="tel"
            maxLength={16}
            clearable
            value={form.values.mobile}
            onChange={form.change('mobile')}
          />
        </FormField>
        <FormField label="发放额度" required error={form.errors.quota}>
          <Input
            placeholder="可发放的张数，至少 1"
            inputMode="numeric"
            maxLength={6}
            clearable
            value={form.values.quota}
            onChange={form.change('quota')}
          />
        </FormField>
      </Form>
      <p className="form-tip">
        发布员须是已注册的用户，且票券已审核通过。已是发布员时会改为新的额度（不能少于已发放的数量）。
      </p>
      <div className="form-actions">
        <Button block color="primary" size="large" loading={form.saving} onClick={form.submit}>
          确定
        </Button>
      </div>
    </div>
  );
}
