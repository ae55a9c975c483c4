import { afterEach, describe, expect, it } from 'vitest';
import { installModalFocus } from './modal-focus';

const tick = () => new Promise((r) => setTimeout(r, 0));
const tab = (shiftKey = false) => {
  const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  document.activeElement!.dispatchEvent(e);
  return e.defaultPrevented;
};

describe('installModalFocus', () => {
  let remove = () => {};
  afterEach(() => {
    remove();
    document.body.innerHTML = '';
  });

  it('a sheet that shows takes focus as a named modal dialog, keeps Tab inside, and gives focus back when it hides', async () => {
    document.body.innerHTML = `<button id="opener">选择日期</button>
      <div class="adm-popup" style="display: none"><div class="adm-popup-body">
        <div class="adm-picker-header-title">看车日期</div><button id="a">取消</button><button id="b">确定</button>
      </div></div>`;
    remove = installModalFocus();
    const opener = document.getElementById('opener')!;
    opener.focus();
    const root = document.querySelector<HTMLElement>('.adm-popup')!;
    const layer = document.querySelector<HTMLElement>('.adm-popup-body')!;
    root.style.display = '';
    await tick();
    expect(document.activeElement).toBe(layer);
    expect(layer.getAttribute('role')).toBe('dialog');
    expect(layer.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(layer.getAttribute('aria-labelledby')!)!.textContent).toBe('看车日期');
    // from the layer, Shift+Tab goes round to the last control; from the last, Tab to the first
    expect(tab(true)).toBe(true);
    expect(document.activeElement!.id).toBe('b');
    expect(tab()).toBe(true);
    expect(document.activeElement!.id).toBe('a');
    expect(tab()).toBe(false); // a → b: the browser's own move, inside
    root.style.display = 'none';
    await tick();
    expect(document.activeElement).toBe(opener);
  });

  it('a dialog keeps the name it was given; one removed from the page gives focus back too', async () => {
    document.body.innerHTML = '<button id="opener">退出登录</button>';
    remove = installModalFocus();
    const opener = document.getElementById('opener')!;
    opener.focus();
    const wrap = document.createElement('div');
    wrap.className = 'adm-center-popup-wrap';
    wrap.setAttribute('role', 'dialog');
    wrap.setAttribute('aria-label', '是否确定退出登录？');
    wrap.innerHTML = '<div class="adm-dialog-content">是否确定退出登录？</div><button>取消</button>';
    document.body.append(wrap);
    await tick();
    expect(document.activeElement).toBe(wrap);
    expect(wrap.getAttribute('aria-labelledby')).toBeNull();
    // focus that left the layer comes back in on Tab
    opener.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement!.textContent).toBe('取消');
    wrap.remove();
    await tick();
    expect(document.activeElement).toBe(opener);
  });
});
