import { PAY_DATA_ERROR } from './messages';
import type { PlatformResult } from './types';

/**
 * Where a payment form may go: our own paths (one `/`, then neither `/` nor `\`, which browsers read as another
 * host) or an http(s) address (never javascript: or data:).
 */
const SAFE_ACTION = /^(\/(?![/\\])|https?:\/\/)/i;

/**
 * Submits the web payment provider's HTML form (spec 7.3 data.form). The HTML is parsed in an inert document
 * (nothing in it loads or runs: no scripts, no images, no event handlers), and a fresh form is built from its
 * action, method and named fields only, appended to the body and submitted. The page then leaves.
 */
export const submitPayForm = (html: string): PlatformResult => {
  const source = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  const action = source?.getAttribute('action')?.trim() ?? '';
  if (!source || !SAFE_ACTION.test(action)) return { status: 'fail', message: PAY_DATA_ERROR };
  const form = document.createElement('form');
  if (source.id) form.id = source.id;
  form.action = action;
  form.method = source.getAttribute('method')?.toLowerCase() === 'get' ? 'get' : 'post';
  const enctype = source.getAttribute('enctype');
  if (enctype) form.enctype = enctype;
  const charset = source.getAttribute('accept-charset');
  if (charset) form.acceptCharset = charset;
  for (const field of source.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.appendChild(input);
  }
  form.style.display = 'none';
  document.body.appendChild(form);
  form.submit();
  return { status: 'ok' };
};
