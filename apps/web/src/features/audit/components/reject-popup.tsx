import { Button, CenterPopup, TextArea } from 'antd-mobile';
import { useState } from 'react';

export interface RejectPopupProps {
  visible: boolean;
  busy?: boolean;
  /** a message from the server for the remark */
  serverError?: string;
  onClose: () => void;
  onReject: (remark: string) => void;
}

/** 驳回 needs a reason: empty → 请填写驳回原因 under the field, nothing is sent. */
export function RejectPopup({ visible, busy, serverError, onClose, onReject }: RejectPopupProps) {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => {
    if (!remark.trim()) return setError('请填写驳回原因');
    onReject(remark.trim());
  };
  const shown = error ?? serverError;
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} className="reject-popup">
      <h3>驳回审核</h3>
      <label className="reject-label" htmlFor="reject-remark">
        驳回原因
      </label>
      <TextArea
        id="reject-remark"
        placeholder="请填写驳回原因，商家将看到这段说明"
        value={remark}
        onChange={(v) => {
          setRemark(v);
          setError(undefined);
        }}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={200}
        showCount
      />
      {shown && (
        <div className="field-error" role="alert">
          {shown}
        </div>
      )}
      <div className="button-row">
        <Button block onClick={onClose}>
          取消
        </Button>
        <Button block color="danger" loading={busy} onClick={confirm}>
          确定驳回
        </Button>
      </div>
    </CenterPopup>
  );
}
