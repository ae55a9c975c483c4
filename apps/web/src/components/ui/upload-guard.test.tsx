import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import { trackUpload } from '../../lib/upload';
import { ActionBar } from './action-bar';
import { UploadGuard } from './upload-guard';

/** an upload on its way, ended by hand */
const pendingUpload = () => {
  let end!: () => void;
  void act(() => {
    void trackUpload(new Promise<void>((r) => (end = r)));
  });
  return async () => {
    await act(async () => {
      end();
      await Promise.resolve();
    });
  };
};

describe('UploadGuard', () => {
  it('holds back 保存 while a picture uploads and says why; afterwards the click goes through', async () => {
    const save = vi.fn();
    render(
      <ActionBar>
        <Button onClick={save}>保存草稿</Button>
      </ActionBar>,
    );
    const end = pendingUpload();
    expect((await screen.findByRole('status')).textContent).toBe('图片上传中，请稍候');
    const button = screen.getByRole('button', { name: '保存草稿' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(save).not.toHaveBeenCalled();
    await end();
    expect(button.disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('counts every upload: held back until the last of two has ended, and after a failed one no longer', async () => {
    const submit = vi.fn();
    render(
      <UploadGuard>
        <button type="button" onClick={submit}>
          提交
        </button>
      </UploadGuard>,
    );
    const first = pendingUpload();
    let fail!: (e: Error) => void;
    act(() => {
      void trackUpload(new Promise<void>((_, reject) => (fail = reject))).catch(() => undefined);
    });
    await first();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(submit).not.toHaveBeenCalled();
    await act(async () => {
      fail(new Error('图片上传失败，请重试'));
      await Promise.resolve();
      await Promise.resolve();
    });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('gives back a button’s own disabled: one disabled by its form stays so after the upload', async () => {
    render(
      <ActionBar>
        <Button disabled>已保存</Button>
        <Button>提交审核</Button>
      </ActionBar>,
    );
    const end = pendingUpload();
    await screen.findByRole('status');
    await end();
    expect((screen.getByRole('button', { name: '已保存' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '提交审核' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
