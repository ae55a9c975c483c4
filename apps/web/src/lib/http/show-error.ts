import { Toast } from 'antd-mobile';
import { isApiError } from './api-error';

/** Toasts a failed call's message, unless the client already showed it (dialog, toast, login page). */
export const showError = (e: unknown): void => {
  if (isApiError(e)) {
    if (!e.shown && e.message) Toast.show({ content: e.message });
    return;
  }
  console.error(e);
  Toast.show({ content: '系统异常' });
};
