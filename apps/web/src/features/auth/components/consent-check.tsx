import { useState } from 'react';
import type { TermsKey } from '../api/doc';
import { TermsPopup } from './terms-popup';

/**
 * 我已阅读并同意《用户协议》和《隐私政策》: a native checkbox (antd-mobile's hides its input from assistive technology)
 * drawn as a round tick, and the two documents opening over the screen.
 */
export function ConsentCheck({ agreed, onChange }: { agreed: boolean; onChange: (v: boolean) => void }) {
  const [open, setOpen] = useState<TermsKey | null>(null);
  return (
    <div className="login-consent">
      <label className="login-consent-label">
        <input
          type="checkbox"
          className="login-consent-input"
          checked={agreed}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="login-consent-mark" aria-hidden="true" />
        我已阅读并同意
      </label>
      <button type="button" className="login-doc-link" onClick={() => setOpen('agreement')}>
        《用户协议》
      </button>
      和
      <button type="button" className="login-doc-link" onClick={() => setOpen('privacy')}>
        《隐私政策》
      </button>
      <TermsPopup docKey={open} onClose={() => setOpen(null)} />
    </div>
  );
}
