import { Dialog, Toast } from 'antd-mobile';
import { createElement } from 'react';
import { DIALOG_DEFAULTS } from '@kc/shared';

/** The few UI effects of the platform module, injectable in tests. */
export interface PlatformUi {
  toast: (message: string) => void;
  /** a one-button dialog: optional icon, title and text */
  alert: (opts: { icon?: string; title?: string; content: string }) => Promise<void>;
}

export const antdPlatformUi: PlatformUi = {
  toast: (message) => {
    Toast.show({ content: message });
  },
  alert: ({ icon, title, content }) =>
    Dialog.alert({
      image: icon,
      title,
      content: createElement('div', { style: { textAlign: 'center', wordBreak: 'break-all' } }, content),
      confirmText: DIALOG_DEFAULTS.confirmText,
    }),
};
