import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppActions } from './actions';
import { createBridge } from './bridge';

type Win = Record<string, unknown>;
const sent: unknown[] = [];
let win: Win;

const iosWindow = (): Win => ({
  webkit: { messageHandlers: { kcBridge: { postMessage: (m: unknown) => sent.push(m) } } },
});
const androidWindow = (): Win => ({ KcBridge: { postMessage: (json: string) => sent.push(JSON.parse(json)) } });
const reply = (raw: unknown) => (win.kcAppMessage as (r: unknown) => void)(raw);
const lastId = () => (sent.at(-1) as { callbackId: string }).callbackId;

beforeEach(() => {
  sent.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('native bridge', () => {
  it('iOS: posts {action, data, callbackId} to the kcBridge handler; the reply resolves the call', async () => {
    win = iosWindow();
    const bridge = createBridge({ win: win as unknown as Window });
    const p = bridge.call('getLocation', { type: 'gcj02' });
    expect(sent[0]).toEqual({ action: 'getLocation', data: { type: 'gcj02' }, callbackId: expect.any(String) });
    reply(JSON.stringify({ callbackId: lastId(), code: 0, data: { lat: 1, lng: 2 } }));
    await expect(p).resolves.toEqual({ status: 'ok', data: { lat: 1, lng: 2 } });
    expect(bridge.pendingCount).toBe(0);
  });

  it('Android: posts a JSON string to KcBridge; replies are matched by callbackId, in any order', async () => {
    win = androidWindow();
    const bridge = createBridge({ win: win as unknown as Window });
    const a = bridge.call('download', { url: 'a' });
    const idA = lastId();
    const b = bridge.call('message', { content: 'b' });
    const idB = lastId();
    reply({ callbackId: idB, code: -2 });
    reply({ callbackId: idA, code: 500, message: '磁盘已满' });
    await expect(b).resolves.toEqual({ status: 'cancel', code: -2 });
    await expect(a).resolves.toEqual({ status: 'fail', code: 500, message: '磁盘已满' });
  });

  it('no reply within 30 s → 1504 操作超时', async () => {
    win = iosWindow();
    const onFailure = vi.fn();
    const bridge = createBridge({ win: win as unknown as Window, onFailure });
    const p = bridge.call('download');
    let settled = false;
    void p.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toEqual({ status: 'fail', code: 1504, message: '操作超时' });
    expect(onFailure).toHaveBeenCalledWith('download', { status: 'fail', code: 1504, message: '操作超时' });
    // a late reply finds nothing to settle
    reply({ callbackId: lastId(), code: 0 });
    expect(bridge.pendingCount).toBe(0);
  });

  it('an unparsable reply → -999 数据格式异常', async () => {
    win = iosWindow();
    const bridge = createBridge({ win: win as unknown as Window });
    const p = bridge.call('richText', { html: '' });
    reply('{not json');
    await expect(p).resolves.toEqual({ status: 'fail', code: -999, message: '数据格式异常' });
    const q = bridge.call('richText', { html: '' });
    reply('42');
    await expect(q).resolves.toMatchObject({ code: -999 });
  });

  it('a back-press reply is ignored', async () => {
    win = iosWindow();
    const bridge = createBridge({ win: win as unknown as Window });
    const p = bridge.call('customForm', { id: 1 });
    reply({ action: 'backPress' });
    reply(JSON.stringify({ action: 'goBack', callbackId: lastId() }));
    expect(bridge.pendingCount).toBe(1);
    reply({ callbackId: lastId(), code: 0, data: { name: '张三' } });
    await expect(p).resolves.toEqual({ status: 'ok', data: { name: '张三' } });
  });

  it('outside the app shell fails at once with 设备不支持', async () => {
    win = {};
    await expect(createBridge({ win: win as unknown as Window }).call('share')).resolves.toEqual({
      status: 'fail',
      message: '设备不支持',
    });
  });

  it('every action of spec 7.6 is a typed call; goBack expects no reply', async () => {
    win = androidWindow();
    const app = createAppActions(createBridge({ win: win as unknown as Window }));
    expect(Object.keys(app)).toHaveLength(14);
    expect(app.goBack()).toEqual({ status: 'ok' });
    expect(sent[0]).toEqual({ action: 'goBack', data: {} });
    const p = app.payWithWebPayment({ form: '<form></form>', orderSn: 'S1' });
    expect(sent[1]).toMatchObject({ action: 'payWithWebPayment', data: { form: '<form></form>', orderSn: 'S1' } });
    reply({ callbackId: lastId(), code: 0 });
    await expect(p).resolves.toEqual({ status: 'ok' });
  });
});
