import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { merchantDraft, merchantSave } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, applicationOf, emptyApplication, sentTo } from '../components/merchant-test-data';
import MerchantTagPage from './merchant-tag-page';
import MerchantTypePage from './merchant-type-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/business-register/form', element: <p>入驻表单页</p> },
  { path: '/business-register/choosemerchanttype', element: <MerchantTypePage /> },
  { path: '/business-register/choosemerchanttype-next-tag', element: <MerchantTagPage /> },
];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('选择商家类型', () => {
  it('explains both kinds, saves the chosen one and goes on to the tags', async () => {
    answerCalls([
      [merchantDraft, () => ({ application: null })],
      [merchantSave, (q) => emptyApplication({ shop_kind: q.shop_kind as number })],
    ]);
    const { path } = renderAt('/business-register/choosemerchanttype', routes);
    const offline = await screen.findByRole('radio', { name: /线下门店/ });
    const online = screen.getByRole('radio', { name: /线上店铺/ });
    expect(offline.textContent).toContain('有实体门店');
    expect(online.textContent).toContain('网店、直播或社群');
    expect(offline.getAttribute('aria-checked')).toBe('false');
    // nothing chosen: nothing sent
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请选择商家类型')).toBeTruthy();
    expect(sentTo(merchantSave)).toEqual([]);
    fireEvent.click(online);
    expect(online.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(path()).toBe('/business-register/choosemerchanttype-next-tag'));
    expect(sentTo(merchantSave)).toEqual([{ shop_kind: 12 }]);
  });

  it('starts from the saved kind', async () => {
    answerCalls([[merchantDraft, () => ({ application: applicationOf({ shop_kind: 11 }) })]]);
    renderAt('/business-register/choosemerchanttype', routes);
    expect((await screen.findByRole('radio', { name: /线下门店/ })).getAttribute('aria-checked')).toBe('true');
  });

  it('an application in review cannot be changed', async () => {
    answerCalls([[merchantDraft, () => ({ application: applicationOf({ state: 'pending' }) })]]);
    const { path } = renderAt('/business-register/choosemerchanttype', routes);
    expect(await screen.findByText('入驻申请审核中')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看入驻申请' }));
    await waitFor(() => expect(path()).toBe('/business-register/form'));
  });
});

describe('选择商家标签', () => {
  it('takes 1 to 3 tags and goes back to the form', async () => {
    answerCalls([
      [merchantDraft, () => ({ application: emptyApplication({ shop_kind: 11 }) })],
      [merchantSave, (q) => emptyApplication({ tags: q.tags as string[] })],
    ]);
    const { path } = renderAt('/business-register/choosemerchanttype-next-tag', routes);
    expect(await screen.findByText('已选 0/3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(await screen.findByText('请至少选择1个商家标签')).toBeTruthy();
    for (const t of ['汽车经销商', '二手车商', '改装店']) fireEvent.click(screen.getByText(t));
    expect(screen.getByText('已选 3/3')).toBeTruthy();
    fireEvent.click(screen.getByText('维修保养'));
    expect(await screen.findByText('最多选择3个标签')).toBeTruthy();
    expect(screen.getByText('已选 3/3')).toBeTruthy();
    // one taken away, another chosen
    fireEvent.click(screen.getByText('二手车商'));
    fireEvent.click(screen.getByText('车友俱乐部'));
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(path()).toBe('/start'));
    expect(sentTo(merchantSave)).toEqual([{ tags: ['汽车经销商', '改装店', '车友俱乐部'] }]);
  });

  it('starts from the saved tags', async () => {
    answerCalls([[merchantDraft, () => ({ application: applicationOf({ tags: ['骑行装备'] }) })]]);
    renderAt('/business-register/choosemerchanttype-next-tag', routes);
    expect(await screen.findByText('已选 1/3')).toBeTruthy();
  });
});
