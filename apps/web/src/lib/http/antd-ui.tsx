import { loadFeedback, showToast } from '../ui/feedback';
import { loginPath } from '../../config/paths';
import { navigateTo } from '../navigation';
import type { HttpUi } from './client';

/** The HTTP client's UI: antd-mobile toast and dialog (loaded on first use), router navigation. */
export const antdUi: HttpUi = {
  toast: showToast,
  loginExpiredDialog: (code, onGoLogin) => {
    void loadFeedback().then(({ Dialog }) =>
      Dialog.show({
        content: (
          <div style={{ textAlign: 'center' }}>
            <div>登录失效，请重新登录</div>
            <div style={{ marginTop: 8, fontSize: 13, color: 'var(--adm-color-weak)' }}>错误代码：{code}</div>
          </div>
        ),
        closeOnMaskClick: false,
        closeOnAction: true,
        actions: [{ key: 'login', text: '去登录', bold: true, onClick: onGoLogin }],
      }),
    );
  },
  goLogin: (redirect) => navigateTo(loginPath(redirect), { replace: true }),
};
