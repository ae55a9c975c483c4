import { Button, Form, Input, Popup } from 'antd-mobile';
import type { Agent } from '@kc/shared';
import { FormField } from '../../../components/ui/form-field';
import { useAddAgentForm } from '../hooks/use-add-agent-form';

export interface AddAgentPopupProps {
  itemId: number;
  visible: boolean;
  onClose: () => void;
  onDone: (agent: Agent) => void;
}

/** 添加代理 as a bottom sheet: the mobile of a registered user; 确定 makes them an agent with their own link. */
export function AddAgentPopup({ itemId, visible, onClose, onDone }: AddAgentPopupProps) {
  const form = useAddAgentForm(itemId, onDone);
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} showCloseButton bodyClassName="add-agent-popup">
      <section role="dialog" aria-label="添加代理">
        <h2 className="add-agent-title">添加代理</h2>
        <Form layout="horizontal" className="add-agent-form">
          <FormField label="手机号" error={form.error ?? undefined}>
            <Input
              placeholder="请输入代理的手机号"
              type="tel"
              maxLength={16}
              clearable
              value={form.mobile}
              onChange={form.change}
              onEnterPress={form.submit}
            />
          </FormField>
        </Form>
        <p className="form-tip">代理须是已注册的用户。添加后生成其专属链接，通过该链接报名或领取的人数计入其名下。</p>
        <div className="add-agent-actions">
          <Button block color="primary" size="large" loading={form.saving} onClick={form.submit}>
            确定
          </Button>
        </div>
      </section>
    </Popup>
  );
}
