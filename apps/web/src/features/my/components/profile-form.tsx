import { Button, Input, List, TextArea } from 'antd-mobile';
import type { UserInfo } from '@kc/shared';
import { useProfileForm } from '../hooks/use-profile-form';

/** Nickname and signature with their messages, and 保存. */
export function ProfileForm({ initial }: { initial: Pick<UserInfo, 'nickname' | 'signature'> }) {
  const { values, errors, change, submit, saving } = useProfileForm(initial);
  return (
    <>
      <List header="基本信息" className="section">
        <List.Item title="昵称">
          <Input placeholder="请输入昵称" value={values.nickname} onChange={change('nickname')} clearable />
          {errors.nickname && <div className="field-error">{errors.nickname}</div>}
        </List.Item>
        <List.Item title="个性签名">
          <TextArea
            placeholder="介绍一下自己吧"
            value={values.signature}
            onChange={change('signature')}
            autoSize={{ minRows: 2, maxRows: 5 }}
            showCount
            maxLength={60}
          />
          {errors.signature && <div className="field-error">{errors.signature}</div>}
        </List.Item>
      </List>
      <div className="block-button">
        <Button block color="primary" size="large" shape="rounded" loading={saving} onClick={submit}>
          保存
        </Button>
      </div>
    </>
  );
}
