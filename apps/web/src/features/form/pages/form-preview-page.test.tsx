import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test-helpers';
import { PREVIEW_KEY } from '../utils/preview-storage';
import FormPreviewPage from './form-preview-page';

const renderPreview = () =>
  renderAt('/invitation/enter-blank/preview', [
    { path: '/invitation/enter-blank/preview', element: <FormPreviewPage /> },
  ]);

describe('form preview', () => {
  it('renders the draft with a banner, validates locally and never submits', async () => {
    sessionStorage.setItem(
      PREVIEW_KEY,
      JSON.stringify({
        title: '媒体报名表',
        description: '请如实填写',
        fields: [{ key: 'f1', kind: 'mobile', label: '手机号', required: true, options: [], placeholder: '' }],
      }),
    );
    renderPreview();
    expect(screen.getByText('预览模式：可以试填，提交不会保存')).toBeTruthy();
    expect(screen.getByText('媒体报名表')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请填写手机号')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('预览模式不提交')).toBeTruthy();
  });

  it('says so when there is nothing to preview', () => {
    renderPreview();
    expect(screen.getByText('没有可预览的报名表')).toBeTruthy();
  });
});
