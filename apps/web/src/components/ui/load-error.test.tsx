import { ErrorCode } from '@kc/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it("shows the server's message with 重试, which loads again", () => {
    const onRetry = vi.fn();
    render(<LoadError error={new ApiError(500, '系统繁忙')} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: '加载失败' })).toBeTruthy();
    expect(screen.getByText('系统繁忙')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('explains a record that is not there, without 重试 (it could not help)', () => {
    render(<LoadError error={new ApiError(ErrorCode.NOT_FOUND, '订单不存在')} onRetry={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('订单不存在');
    expect(screen.getByText('链接可能有误，或内容已被删除')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('explains a refusal under 暂无权限, without 重试', () => {
    render(<LoadError error={new ApiError(ErrorCode.FORBIDDEN, '无权查看该订单')} onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: '暂无权限' })).toBeTruthy();
    expect(screen.getByText('无权查看该订单')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
