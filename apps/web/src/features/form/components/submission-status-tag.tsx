import { Tag } from 'antd-mobile';
import { submissionTag } from '../utils/submission-status';

export function SubmissionStatusTag({ status }: { status: number }) {
  const t = submissionTag(status);
  return (
    <Tag color={t.color} fill="outline">
      {t.text}
    </Tag>
  );
}
