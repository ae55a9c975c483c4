import { Button, TextArea } from 'antd-mobile';
import { useReview } from '../hooks/use-review';

/** 通过 / 驳回 of a pending application, with the remark (required to reject). */
export function ReviewActions({ id }: { id: number }) {
  const r = useReview(id);
  return (
    <div className="review-actions">
      <TextArea
        className="review-remark"
        aria-label="审核备注"
        placeholder="审核备注，驳回时必填"
        value={r.remark}
        onChange={r.change}
        maxLength={200}
        autoSize={{ minRows: 2, maxRows: 4 }}
      />
      {r.error && (
        <div className="field-error" role="alert">
          {r.error}
        </div>
      )}
      <div className="button-row">
        <Button block color="danger" fill="outline" disabled={r.deciding} onClick={r.reject}>
          驳回
        </Button>
        <Button block color="primary" loading={r.deciding} onClick={r.pass}>
          通过
        </Button>
      </div>
    </div>
  );
}
