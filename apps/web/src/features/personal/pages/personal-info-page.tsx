import { Button, Form, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import type { Profile } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useCenterIndex } from '../api/center-index';
import { useProfileEdit } from '../api/profile-edit';

const NICKNAME_MAX = 20;

function InfoForm({ profile }: { profile: Profile }) {
  const edit = useProfileEdit();
  const [nickname, setNickname] = useState(profile.nickname);
  const [error, setError] = useState<string>();
  const [images, setImages] = useState({ cover: profile.cover_image, avatar: profile.avatar });

  /** cover and avatar are saved as soon as they are uploaded (they can be replaced, not removed) */
  const saveImage = (field: 'cover' | 'avatar', url: string) => {
    if (!url) return;
    setImages((i) => ({ ...i, [field]: url }));
    edit.mutate(
      { [field]: url },
      {
        onSuccess: () => Toast.show({ icon: 'success', content: field === 'cover' ? '封面已更新' : '头像已更新' }),
        onError: showError,
      },
    );
  };
  const saveNickname = () => {
    const v = nickname.trim();
    if (!v) return setError('昵称不能为空');
    if (v.length > NICKNAME_MAX) return setError(`昵称最多${NICKNAME_MAX}个字`);
    edit.mutate(
      { nickname: v },
      {
        onSuccess: () => Toast.show({ icon: 'success', content: '昵称已保存' }),
        onError: (e) => {
          const f = fieldErrorsOf(e).find((x) => x.field === 'nickname');
          if (f) setError(f.message);
          else showError(e);
        },
      },
    );
  };

  return (
    <div className="has-form-actions">
      <Form layout="horizontal" mode="card" className="form-section">
        <Form.Header>主页封面</Form.Header>
        <FormField label="封面" vertical extra="建议横图，在个人主页顶部展示">
          <ImageField label="上传主页封面" value={images.cover} onChange={(url) => saveImage('cover', url)} />
        </FormField>
      </Form>
      <Form layout="horizontal" mode="card" className="form-section">
        <Form.Header>头像与昵称</Form.Header>
        <FormField label="头像" vertical>
          <ImageField label="上传头像" value={images.avatar} onChange={(url) => saveImage('avatar', url)} />
        </FormField>
        <FormField label="昵称" required error={error}>
          <Input
            aria-label="昵称"
            placeholder="请输入昵称"
            maxLength={NICKNAME_MAX}
            value={nickname}
            onChange={(v) => {
              setNickname(v);
              setError(undefined);
            }}
            clearable
          />
        </FormField>
      </Form>
      <ActionBar>
        <Button block color="primary" loading={edit.isPending} onClick={saveNickname}>
          保存昵称
        </Button>
      </ActionBar>
    </div>
  );
}

/** /personal/info: my cover (centerCoverImage), avatar (centerAvatar) and nickname (userEditField). */
export default function PersonalInfoPage() {
  const q = useCenterIndex(0);
  return (
    <div className="page">
      <PageHeader />
      {q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <InfoForm profile={q.data.profile} />
      )}
    </div>
  );
}
