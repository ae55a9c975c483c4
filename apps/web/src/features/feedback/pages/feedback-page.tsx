import { Button, Form, Input, Toast } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { FEEDBACK_KINDS, feedbackKindLabel } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField } from '../../../components/ui/form-field';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { OptionSelector } from '../../../components/ui/option-selector';
import { PageHeader } from '../../../components/ui/page-header';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useAddFeedback } from '../api/feedback-api';
import { ImagesField } from '../../../components/ui/images-field';
import { feedbackPaths } from '../components/feedback-paths';
import styles from '../components/feedback.module.css';

type Kind = (typeof FEEDBACK_KINDS)[number];
interface Draft {
  kind: Kind;
  content: string;
  images: string[];
  contact: string;
}
const CONTENT_MIN = 5;
const CONTENT_MAX = 500;
const IMAGES_MAX = 3;
const KIND_OPTIONS = FEEDBACK_KINDS.map((k) => ({ value: k, label: feedbackKindLabel[k] }));
const empty = (): Draft => ({ kind: 'suggestion', content: '', images: [], contact: '' });

/** The form's own rules (the contract's, said before sending). */
const check = (v: Draft): Partial<Record<keyof Draft, string>> => {
  const text = v.content.trim();
  return text.length < CONTENT_MIN
    ? { content: text ? `反馈内容至少${CONTENT_MIN}个字` : '请填写反馈内容' }
    : text.length > CONTENT_MAX
      ? { content: `反馈内容最多${CONTENT_MAX}个字` }
      : {};
};

/** /my/setting/feedback: kind, text (5–500, with a counter), up to 3 images and a contact; then my feedback list. */
export default function FeedbackPage() {
  const navigate = useNavigate();
  const add = useAddFeedback();
  const state = useFormState<Draft>(empty, 'feedback-draft');
  const v = state.values;
  const e = state.errors;

  const submit = () => {
    if (add.isPending) return;
    const errors = check(v);
    if (Object.keys(errors).length > 0) return state.setErrors(errors);
    add.mutate(
      { kind: v.kind, content: v.content.trim(), images: v.images, contact: v.contact.trim() },
      {
        onSuccess: () => {
          state.markSaved();
          Toast.show({ icon: 'success', content: '反馈已提交，感谢你的建议' });
          void navigate(feedbackPaths.list, { replace: true });
        },
        onError: (err) => {
          if (!state.applyServerErrors(err)) showError(err);
        },
      },
    );
  };

  return (
    <div className="page">
      <PageHeader
        right={
          <Link to={feedbackPaths.list} className={styles.link}>
            反馈记录
          </Link>
        }
      />
      <div className="has-form-actions">
        {state.restored && <RestoredNotice />}
        <Form layout="horizontal" mode="card" className="form-section" requiredMarkStyle="asterisk">
          <FormField label="反馈类型" required vertical error={e.kind}>
            <div role="group" aria-label="反馈类型">
              <OptionSelector
                options={KIND_OPTIONS}
                value={v.kind}
                onChange={(k) => state.set('kind', k)}
                columns={4}
              />
            </div>
          </FormField>
          <FormField label="反馈内容" required vertical error={e.content}>
            <LabelledTextArea
              label="反馈内容"
              placeholder={`请描述你遇到的问题或建议，${CONTENT_MIN}-${CONTENT_MAX}个字`}
              maxLength={CONTENT_MAX}
              showCount
              autoSize={{ minRows: 4, maxRows: 8 }}
              value={v.content}
              onChange={(x) => state.set('content', x)}
            />
          </FormField>
          <FormField label={`图片（选填，最多${IMAGES_MAX}张）`} vertical error={e.images}>
            <ImagesField
              label="上传反馈图片"
              max={IMAGES_MAX}
              value={v.images}
              onChange={(x) => state.set('images', x)}
            />
          </FormField>
          <FormField label="联系方式" error={e.contact}>
            <Input
              aria-label="联系方式"
              placeholder="选填，手机号或微信，便于我们联系你"
              maxLength={50}
              value={v.contact}
              onChange={(x) => state.set('contact', x)}
              clearable
            />
          </FormField>
        </Form>
      </div>
      <ActionBar>
        <Button block color="primary" loading={add.isPending} onClick={submit}>
          提交
        </Button>
      </ActionBar>
    </div>
  );
}
