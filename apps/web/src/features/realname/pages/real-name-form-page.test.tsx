import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, realNameMine, realNameSave, type CallDef, type RealNameStatus } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import RealNameFormPage from './real-name-form-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
// the signed upload is not part of these tests: a button stands for a finished upload
vi.mock('../../../components/ui/image-field', () => ({
  ImageField: ({ label, onChange }: { label: string; onChange: (url: string) => void }) => (
    <button type="button" onClick={() => onChange(`/uploads/2/${label}.png`)}>
      {label}
    </button>
  ),
}));

const PATH = '/real-name-certification/form';
const routes = [{ path: PATH, element: <RealNameFormPage /> }];

const statusOf = (over: Partial<RealNameStatus> = {}): RealNameStatus => ({
  state: 'none',
  state_label: '未认证',
  method: null,
  name: '',
  id_number: '',
  reason: '',
  submit_time: 0,
  decide_time: 0,
  liveness: false,
  liveness_url: '',
  ...over,
});
const pending = statusOf({
  state: 'pending',
  state_label: '审核中',
  method: 'manual',
  name: '张*丰',
  id_number: '500101**********1X',
  submit_time: 1780000000,
});

type Handler = (q: Record<string, unknown>) => unknown;
const answer = (handlers: [CallDef, Handler][]) => {
  useSession.setState({ token: 't', uid: 2 });
  const all = new Map<CallDef, Handler>(handlers);
  vi.mocked(api.call).mockImplementation(((def: CallDef, q?: Record<string, unknown>) => {
    const h = all.get(def);
    return h ? Promise.resolve().then(() => h(q ?? {})) : Promise.reject(new Error(`no handler for ${def.path}`));
  }) as typeof api.call);
};
const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q as Record<string, unknown>);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const fieldError = (text: string) => screen.findByText(text, { selector: '.field-error' });
// a valid ID number: 500101 199001 01 001 and its check character
const ID = '500101199001010018';

/** consent ticked, name and ID number typed: the method step */
async function toMethodStep() {
  const next = await screen.findByRole('button', { name: '下一步' });
  fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意上述说明' }));
  fireEvent.click(next);
  type('姓名', '张三丰');
  type('身份证号', ID);
  fireEvent.click(await screen.findByRole('button', { name: '下一步' }));
  await screen.findByRole('radiogroup', { name: '认证方式' });
}

const assign = vi.fn();
beforeEach(() => {
  vi.mocked(api.call).mockReset();
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
});
afterEach(() => vi.unstubAllGlobals());

describe('实名认证', () => {
  it('asks for consent first: what, why, how long, face data is sensitive, a review without the face', async () => {
    answer([[realNameMine, () => statusOf({ liveness: true })]]);
    renderAt(PATH, routes);
    expect(await screen.findByRole('heading', { name: '实名认证信息处理说明' })).toBeTruthy();
    for (const text of ['我们收集什么', '为什么收集', '保存多久', '人脸信息属于敏感个人信息', '不想刷脸也可以'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText(/《个人信息保护法》/)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意上述说明' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    const next = screen.getByRole('button', { name: '下一步' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(box);
    expect(next.disabled).toBe(false);
    // nothing has been sent but the question of my state
    expect(sentTo(realNameSave)).toHaveLength(0);
  });

  it('consent → name and ID number checked with the spec-5 rules → manual review with both photos → 审核中', async () => {
    answer([
      [realNameMine, () => statusOf()],
      [realNameSave, () => pending],
    ]);
    const { path } = renderAt(PATH, routes);
    const next = await screen.findByRole('button', { name: '下一步' });
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意上述说明' }));
    fireEvent.click(next);
    await waitFor(() => expect(path()).toBe(`${PATH}?step=identity`));

    type('姓名', '张');
    type('身份证号', '500101199001010017');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await fieldError('姓名为2-4个汉字，少数民族姓名可用间隔号“·”分隔');
    await fieldError('请输入正确的18位身份证号');
    type('姓名', '张三丰');
    type('身份证号', ID);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(path()).toBe(`${PATH}?step=method`));

    // the manual provider: no face check offered
    expect(screen.queryByText('人脸识别')).toBeNull();
    expect(screen.getByText('人脸识别暂未开通，请选择人工审核。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await fieldError('请上传身份证人像面照片');
    await fieldError('请上传身份证国徽面照片');
    fireEvent.click(screen.getByRole('button', { name: '上传身份证人像面照片' }));
    fireEvent.click(screen.getByRole('button', { name: '上传身份证国徽面照片' }));
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));

    expect(await screen.findByText('审核中')).toBeTruthy();
    expect(screen.getByText(/1-3个工作日/)).toBeTruthy();
    expect(screen.getByText('张*丰')).toBeTruthy();
    expect(screen.getByText('500101**********1X')).toBeTruthy();
    expect(path()).toBe(PATH);
    expect(sentTo(realNameSave)).toEqual([
      {
        name: '张三丰',
        id_number: ID,
        method: 'manual',
        consent: true,
        front_image: '/uploads/2/上传身份证人像面照片.png',
        back_image: '/uploads/2/上传身份证国徽面照片.png',
      },
    ]);
  });

  it('going back from the method step keeps what was typed', async () => {
    answer([[realNameMine, () => statusOf()]]);
    const { router } = renderAt(PATH, routes);
    await toMethodStep();
    void router.navigate(-1);
    expect(((await screen.findByLabelText('身份证号', { selector: 'input' })) as HTMLInputElement).value).toBe(ID);
    expect((screen.getByLabelText('姓名', { selector: 'input' }) as HTMLInputElement).value).toBe('张三丰');
  });

  it('a server field error on the ID number goes back to it', async () => {
    answer([
      [realNameMine, () => statusOf()],
      [
        realNameSave,
        () => {
          throw new ApiError(ErrorCode.VALIDATION, '参数错误', {
            fields: [{ field: 'id_number', message: '请输入正确的18位身份证号' }],
          });
        },
      ],
    ]);
    renderAt(PATH, routes);
    await toMethodStep();
    fireEvent.click(screen.getByRole('button', { name: '上传身份证人像面照片' }));
    fireEvent.click(screen.getByRole('button', { name: '上传身份证国徽面照片' }));
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await fieldError('请输入正确的18位身份证号');
  });

  it('with a provider: 人脸识别 starts the check and opens its page', async () => {
    answer([
      [realNameMine, () => statusOf({ liveness: true })],
      [
        realNameSave,
        () => ({ ...pending, method: 'liveness', liveness: true, liveness_url: 'https://h5.faceid.qq.com/x' }),
      ],
    ]);
    renderAt(PATH, routes);
    await toMethodStep();
    expect((screen.getByRole('radio', { name: /人脸识别/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '开始人脸识别' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://h5.faceid.qq.com/x'));
    expect(sentTo(realNameSave)[0]).toEqual({
      name: '张三丰',
      id_number: ID,
      method: 'liveness',
      consent: true,
      return_url: `http://localhost${PATH}`,
    });
  });

  it('the provider’s return asks the server (never passes the token) and shows 已认证 with the masked name and ID', async () => {
    answer([
      [
        realNameMine,
        () =>
          statusOf({
            state: 'verified',
            state_label: '已认证',
            method: 'liveness',
            name: '张*丰',
            id_number: '500101**********1X',
            submit_time: 1780000000,
            decide_time: 1780000100,
          }),
      ],
    ]);
    renderAt(`${PATH}?token=CE661F1A`, routes);
    expect(await screen.findByText('已认证')).toBeTruthy();
    expect(screen.getByText('张*丰')).toBeTruthy();
    expect(screen.getByText('500101**********1X')).toBeTruthy();
    expect(sentTo(realNameMine)).toEqual([{}]);
  });

  it('未通过 shows the reason; 重新认证 starts again at the consent', async () => {
    answer([
      [
        realNameMine,
        () =>
          statusOf({
            ...pending,
            state: 'rejected',
            state_label: '未通过',
            reason: '照片模糊',
            decide_time: 1780000100,
          }),
      ],
    ]);
    const { path } = renderAt(PATH, routes);
    expect(await screen.findByText('未通过原因：照片模糊')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新认证' }));
    expect(await screen.findByRole('heading', { name: '实名认证信息处理说明' })).toBeTruthy();
    expect(path()).toBe(`${PATH}?step=consent`);
  });

  it('审核中 cannot apply again, whatever the address says', async () => {
    answer([[realNameMine, () => pending]]);
    renderAt(`${PATH}?step=method`, routes);
    expect(await screen.findByText('审核中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
  });

  it('a face check that timed out at the server: 活体检查调用超时 with 重试', async () => {
    let calls = 0;
    answer([
      [
        realNameMine,
        () => {
          calls += 1;
          if (calls === 1) throw new ApiError(ErrorCode.LIVENESS_TIMEOUT, '活体检查调用超时');
          return pending;
        },
      ],
    ]);
    renderAt(`${PATH}?token=x`, routes);
    expect(await screen.findByText('活体检查调用超时')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('审核中')).toBeTruthy();
  });
});
