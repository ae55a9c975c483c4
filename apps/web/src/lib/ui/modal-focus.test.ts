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
      <div class="adm-popup" style="display: none"><div class="adm-mask"></div><div class="adm-popup-body">
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
    const popup = document.createElement('div');
    popup.className = 'adm-center-popup';
    popup.innerHTML = '<div class="adm-mask"></div>';
    const wrap = document.createElement('div');
    wrap.className = 'adm-center-popup-wrap';
    wrap.setAttribute('role', 'dialog');
    wrap.setAttribute('aria-label', '是否确定退出登录？');
    wrap.innerHTML = '<div class="adm-dialog-content">是否确定退出登录？</div><button>取消</button>';
    popup.append(wrap);
    document.body.append(popup);
    await tick();
    expect(document.activeElement).toBe(wrap);
    expect(wrap.getAttribute('aria-labelledby')).toBeNull();
    // focus that left the layer comes back in on Tab
    opener.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement!.textContent).toBe('取消');
    popup.remove();
    await tick();
    expect(document.activeElement).toBe(opener);
  });

  it('a sheet whose content is a dialog of its own keeps that one (no second dialog) and focuses it', async () => {
    document.body.innerHTML = `<button id="opener">添加代理</button>
      <div class="adm-popup" style="display: none"><div class="adm-mask"></div><div class="adm-popup-body">
        <section role="dialog" aria-label="添加代理"><h2>添加代理</h2><input placeholder="手机号" /><button>确定</button></section>
      </div></div>`;
    remove = installModalFocus();
    document.getElementById('opener')!.focus();
    document.querySelector<HTMLElement>('.adm-popup')!.style.display = '';
    await tick();
    const own = document.querySelector<HTMLElement>('section')!;
    expect(document.activeElement).toBe(own);
    expect(own.getAttribute('aria-modal')).toBe('true');
    expect(document.querySelector('.adm-popup-body')!.getAttribute('role')).toBeNull();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    // no text field is focused for the user (a phone's keyboard would pop up)
    expect(document.activeElement!.tagName).toBe('SECTION');
  });

  it('a layer without a mask (a number keyboard under a field) is no dialog: focus stays in the field', async () => {
    document.body.innerHTML = `<input id="field" />
      <div class="adm-popup adm-number-keyboard-popup" style="display: none"><div class="adm-popup-body"><button>1</button></div></div>`;
    remove = installModalFocus();
    const field = document.getElementById('field')!;
    field.focus();
    document.querySelector<HTMLElement>('.adm-popup')!.style.display = '';
    await tick();
    expect(document.activeElement).toBe(field);
    expect(document.querySelector('.adm-popup-body')!.getAttribute('role')).toBeNull();
    expect(tab()).toBe(false);
  });
});
