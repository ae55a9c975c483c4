/**
 * Focus in antd's modal layers (WCAG 2.4.3, 2.1.2 and 4.1.2): a bottom sheet (Popup), a centred popup and every
 * dialog (Dialog, confirmAction, the login-expired and platform alerts) — antd moves no focus, keeps none inside and
 * names none of them. One home for all of them, installed once at boot, instead of a wrapper at each of the
 * ~20 places that open one:
 * - when a layer shows, it becomes a named modal dialog (its own aria-label wins, else its title, else its text),
 *   and focus moves onto it (a screen reader reads its name; the next Tab reaches its first control; no text field is
 *   focused for the user, which would pop up a phone's keyboard);
 * - Tab and Shift+Tab stay inside the topmost layer;
 * - when it hides or goes, focus returns to what had it before (the button that opened it), if that is still there
 *   and is not a text field.
 */

/** The layers: a bottom sheet's body, a centred popup's or dialog's wrap (antd puts role=dialog there). */
const LAYERS = '.adm-popup-body, .adm-center-popup-wrap';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
const TITLES = '.adm-dialog-title, .adm-picker-header-title, h1, h2, h3, .adm-dialog-content';

/** Shown: no ancestor hidden by antd (display: none) and not on its way out. */
const shown = (el: Element): boolean => el.isConnected && !el.closest('[style*="display: none"]');

/**
 * Modal: it has a mask over the page. A layer without one (antd's NumberKeyboard under a pay-password field) is part
 * of the page's own input, not a dialog: focus stays in the field it types into.
 */
const modal = (layer: Element): boolean => layer.parentElement?.querySelector(':scope > .adm-mask') != null;

const focusables = (layer: HTMLElement): HTMLElement[] =>
  [...layer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => shown(el) && !el.closest('[aria-hidden="true"]'));

let labelSeq = 0;

/**
 * Role, modality and a name for a layer that lacks them; a layer whose content is already a dialog of its own
 * (`<section role="dialog" aria-label>`) keeps that one. The element that is the dialog is returned.
 */
function describe(layer: HTMLElement): HTMLElement {
  const own = layer.getAttribute('role')
    ? null
    : layer.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (own) {
    own.setAttribute('aria-modal', 'true');
    return own;
  }
  if (!layer.getAttribute('role')) layer.setAttribute('role', 'dialog');
  layer.setAttribute('aria-modal', 'true');
  if (layer.hasAttribute('aria-label') || layer.hasAttribute('aria-labelledby')) return layer;
  const title = layer.querySelector<HTMLElement>(TITLES);
  if (title?.textContent?.trim()) {
    title.id ||= `modal-title-${++labelSeq}`;
    layer.setAttribute('aria-labelledby', title.id);
  } else layer.setAttribute('aria-label', '对话框');
  return layer;
}

/** Installs the manager on `doc`; the returned function removes it. */
export function installModalFocus(doc: Document = document): () => void {
  /** the layers shown now, oldest first, each with what had focus before it */
  let open: { layer: HTMLElement; opener: Element | null }[] = [];
  let scheduled = false;

  const check = () => {
    scheduled = false;
    const now = [...doc.querySelectorAll<HTMLElement>(LAYERS)].filter((l) => shown(l) && modal(l));
    for (const gone of open.filter((o) => !now.includes(o.layer))) {
      const active = doc.activeElement;
      const lost = !active || active === doc.body || !active.isConnected || gone.layer.contains(active);
      // not into a text field: one that opens a picker on focus would open it again
      const field =
        gone.opener instanceof HTMLElement && gone.opener.matches('input, textarea, [contenteditable="true"]');
      if (lost && !field && gone.opener instanceof HTMLElement && gone.opener.isConnected) gone.opener.focus();
    }
    open = open.filter((o) => now.includes(o.layer));
    for (const layer of now) {
      if (open.some((o) => o.layer === layer)) continue;
      open.push({ layer, opener: doc.activeElement });
      const dialog = describe(layer);
      if (!layer.contains(doc.activeElement)) {
        dialog.tabIndex = -1;
        dialog.focus({ preventScroll: true });
      }
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(check);
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || open.length === 0) return;
    const top = open[open.length - 1]!.layer;
    const items = focusables(top);
    const active = doc.activeElement;
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    // on the first control, or on the dialog itself (focused when it opened): Shift+Tab goes round to the last
    const atStart = active === first || (top.contains(active) && !items.includes(active as HTMLElement));
    if (!top.contains(active) || (e.shiftKey && atStart) || (!e.shiftKey && active === last)) {
      e.preventDefault();
      (e.shiftKey ? last : first).focus();
    }
  };

  const observer = new MutationObserver(schedule);
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  doc.addEventListener('keydown', onKey, true);
  schedule();
  return () => {
    observer.disconnect();
    doc.removeEventListener('keydown', onKey, true);
  };
}
