import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPlatform } from './browser-platform';
import { fakeUi } from './testing/fake-wx';

const JSAPI = {
  kind: 'jsapi' as const,
  orderSn: 'S1',
  data: { timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'RSA', paySign: 's' },
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('plain browser', () => {
  it('refuses to scan: 请在微信环境下使用 with a toast', async () => {
    const ui = fakeUi();
    const p = createBrowserPlatform({ ui, client: 'web' });
    await expect(p.scan()).resolves.toEqual({ status: 'fail', message: '请在微信环境下使用' });
    expect(ui.toast).toHaveBeenCalledWith('请在微信环境下使用');
  });

  it('a JSAPI payment fails silently (no message, no toast)', async () => {
    const ui = fakeUi();
    await expect(createBrowserPlatform({ ui, client: 'web' }).pay(JSAPI)).resolves.toEqual({ status: 'fail' });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('a web payment appends the provider form to the body and submits it', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const p = createBrowserPlatform({ ui: fakeUi(), client: 'web' });
    const r = await p.pay({
      kind: 'web',
      orderSn: 'S1',
      form: '<form id="alipay" action="https://pay.example.com" method="post"></form><script>1</script>',
    });
    expect(r).toEqual({ status: 'ok' });
    expect(document.body.querySelector('form#alipay')).not.toBeNull();
    expect(submit).toHaveBeenCalledTimes(1);
    await expect(p.pay({ kind: 'web', orderSn: 'S1', form: '<p>no form</p>' })).resolves.toEqual({
      status: 'fail',
      message: '支付数据异常',
    });
  });

  it('a web payment form is rebuilt from an inert parse: its markup never loads or runs, unsafe actions are refused', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const w = window as unknown as { __xss?: number };
    const p = createBrowserPlatform({ ui: fakeUi(), client: 'web' });
    const r = await p.pay({
      kind: 'web',
      orderSn: 'S2',
      form:
        '<form id="cashier" action="/corder/v1/sandbox/cashier" method="POST" onsubmit="window.__xss=1">' +
        '<input type="hidden" name="order_sn" value="S2"><input name="goods_name" value="&lt;img src=x onerror=1&gt;">' +
        '<img src="x" onerror="window.__xss=1"></form>',
    });
    expect(r).toEqual({ status: 'ok' });
    const form = document.body.querySelector<HTMLFormElement>('form#cashier')!;
    expect(form.getAttribute('onsubmit')).toBeNull();
    expect(form.querySelector('img')).toBeNull();
    expect([...form.querySelectorAll('input')].map((i) => [i.name, i.value, i.type])).toEqual([
      ['order_sn', 'S2', 'hidden'],
      ['goods_name', '<img src=x onerror=1>', 'hidden'],
    ]);
    await new Promise((done) => setTimeout(done, 20));
    expect(w.__xss).toBeUndefined();
    for (const action of ['javascript:alert(1)', 'data:text/html,x', '//evil.example.com/x', '']) {
      await expect(
        p.pay({ kind: 'web', orderSn: 'S3', form: `<form action="${action}" method="post"></form>` }),
      ).resolves.toEqual({ status: 'fail', message: '支付数据异常' });
    }
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('opens a location as an AMap marker link and has no position of its own', async () => {
    const navigate = vi.fn();
    const p = createBrowserPlatform({ ui: fakeUi(), client: 'web', navigate });
    await p.openLocation({ lat: 29.5, lng: 106.5, name: '会展中心', address: '' });
    expect(navigate).toHaveBeenCalledWith(
      'https://uri.amap.com/marker?position=106.5,29.5&name=%E4%BC%9A%E5%B1%95%E4%B8%AD%E5%BF%83&coordinate=gaode&callnative=1',
    );
    await expect(p.locate()).resolves.toEqual({ status: 'fail' });
  });

  it('chooses images with a hidden file input, answering object URLs (at most count)', async () => {
    const created = vi.fn((f: Blob) => `blob:${(f as File).name}`);
    Object.defineProperty(URL, 'createObjectURL', { value: created, configurable: true });
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      const files = [new File(['a'], 'a.png'), new File(['b'], 'b.png'), new File(['c'], 'c.png')];
      Object.defineProperty(this, 'files', { value: files });
      this.dispatchEvent(new Event('change'));
    });
    const r = await createBrowserPlatform({ ui: fakeUi(), client: 'web' }).chooseImage(2);
    expect(r).toEqual({ status: 'ok', data: ['blob:a.png', 'blob:b.png'] });
    expect(document.querySelector('input[type=file]')).toBeNull();
  });
});
