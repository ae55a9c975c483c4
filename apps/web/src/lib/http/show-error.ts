import { showToast } from '../ui/feedback';
import { isApiError } from './api-error';

/** Toasts a failed call's message, unless the client already showed it (dialog, toast, login page). */
export const showError = (e: unknown): void => {
  if (isApiError(e)) {
    if (!e.shown && e.message) showToast(e.message);
    return;
  }
  console.error(e);
  showToast('系统异常');
};
