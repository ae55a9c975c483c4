import { PAY_DATA_ERROR } from './messages';
import type { PlatformResult } from './types';

/**
 * Submits the web payment provider's HTML form (spec 7.3 data.form): appended to the body and submitted
 * (scripts inside `innerHTML` do not run, so the form is submitted here). The page then leaves.
 */
export const submitPayForm = (html: string): PlatformResult => {
  const host = document.createElement('div');
  host.style.display = 'none';
  host.innerHTML = html;
  const form = host.querySelector('form');
  if (!form) return { status: 'fail', message: PAY_DATA_ERROR };
  document.body.appendChild(host);
  form.submit();
  return { status: 'ok' };
};
