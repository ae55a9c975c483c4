import { createElement } from 'react';
import { DIALOG_DEFAULTS } from '@kc/shared';
import { loadFeedback, showToast } from '../ui/feedback';

/** The few UI effects of the platform module, injectable in tests. */
export interface PlatformUi {
  toast: (message: string) => void;
  /** a one-button dialog: optional icon, title and text */
  alert: (opts: { icon?: string; title?: string; content: string }) => Promise<void>;
}

export const antdPlatformUi: PlatformUi = {
  toast: showToast,
  alert: async ({ icon, title, content }) =>
    (await loadFeedback()).Dialog.alert({
      image: icon,
      title,
      content: createElement('div', { style: { textAlign: 'center', wordBreak: 'break-all' } }, content),
      confirmText: DIALOG_DEFAULTS.confirmText,
    }),
};
