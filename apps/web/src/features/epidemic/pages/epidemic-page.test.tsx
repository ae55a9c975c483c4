import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { epidemicMine, epidemicSave, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import { toggleSymptoms } from '../hooks/use-declaration-form';
import EpidemicPage from './epidemic-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

const mine = {
  project: { id: 7, name: '2026 山城国际车展', venue: '悦来国际博览中心' },
  day: '2026-11-27',
  declaration: null,
  account_mobile: '13800000001',
};

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/app/epidmic', () => {
  it('"以上均无" excludes the other symptoms', () => {
    expect(toggleSymptoms(['fever', 'none'], ['fever'])).toEqual(['none']);
    expect(toggleSymptoms(['none', 'cough'], ['none'])).toEqual(['cough']);
    expect(toggleSymptoms(['fever', 'cough'], ['fever'])).toEqual(['fever', 'cough']);
  });

  it('fills the account mobile, shows each field’s message in Chinese and sends nothing until valid', async () => {
    vi.mocked(api.call).mockImplementation(((def: CallDef) =>
      Promise.resolve(def === epidemicMine ? mine : {})) as never);
    renderAt('/app/epidmic?project_id=7', [{ path: '/app/epidmic', element: <EpidemicPage /> }]);
    expect(await screen.findByText('2026 山城国际车展')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement).value).toBe('13800000001');
    fireEvent.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(screen.getByText('请选择近14天的身体状况')).toBeTruthy();
    expect(screen.getByText('请上传健康码截图')).toBeTruthy();
    expect(screen.getByText('请阅读并同意《防疫须知》')).toBeTruthy();
    expect(sentTo(epidemicSave)).toHaveLength(0);
    expect(sentTo(epidemicMine)).toEqual([{ project_id: 7 }]);
  });

  it('sends the declaration when filled (the health code from the upload field)', async () => {
    vi.mocked(api.call).mockImplementation(((def: CallDef) =>
      Promise.resolve(
        def === epidemicMine
          ? {
              ...mine,
              declaration: {
                id: 1,
                project_id: 7,
                day: '2026-11-27',
                name: '王小明',
                mobile: '13700001111',
                symptoms: ['none'],
                symptom_labels: ['以上均无'],
                has_symptoms: false,
                travel: '',
                health_code: '/uploads/1/a.png',
                create_time: 1_780_000_000,
                update_time: 1_780_000_000,
              },
            }
          : {},
      )) as never);
    renderAt('/app/epidmic', [{ path: '/app/epidmic', element: <EpidemicPage /> }]);
    expect(await screen.findByText(/今日已申报/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意《防疫须知》' }));
    fireEvent.click(screen.getByRole('button', { name: '更新今日申报' }));
    await waitFor(() =>
      expect(sentTo(epidemicSave)).toEqual([
        {
          project_id: 7,
          name: '王小明',
          mobile: '13700001111',
          symptoms: ['none'],
          travel: '',
          health_code: '/uploads/1/a.png',
          agree: true,
        },
      ]),
    );
  });
});
