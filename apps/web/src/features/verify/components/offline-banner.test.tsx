import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredConflict } from '../offline/offline-db';
import { useOfflineState } from '../offline/offline-state';
import { OfflineBanner } from './offline-banner';
import { conflictOf } from '../offline/test-kit';

const conflict = (over: Partial<StoredConflict> = {}): StoredConflict => ({ nonce: 'n1', ...conflictOf(over) });

afterEach(() => useOfflineState.setState({ mode: 'online', pending: 0, conflicts: [] }));

describe('OfflineBanner', () => {
  it('shows nothing online with an empty queue and no conflicts', () => {
    render(<OfflineBanner pointId={7} />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.queryByLabelText('离线核销冲突')).toBeNull();
  });

  it('offline: 离线核销中 with the queued count; back online it syncs, then goes by itself', () => {
    useOfflineState.setState({ mode: 'offline', pending: 3 });
    render(<OfflineBanner pointId={7} />);
    expect(screen.getByTestId('offline-banner').textContent).toContain('离线核销中 · 待同步 3 条');
    act(() => useOfflineState.setState({ mode: 'online', pending: 1 }));
    expect(screen.getByTestId('offline-banner').textContent).toContain('同步中 · 待同步 1 条');
    act(() => useOfflineState.setState({ pending: 0 }));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists this point’s conflicts with both times and gates', () => {
    useOfflineState.setState({ conflicts: [conflict(), conflict({ id: 2, point_id: 8 })] });
    render(<OfflineBanner pointId={7} />);
    const rows = screen.getAllByTestId('conflict-row');
    expect(rows).toHaveLength(1);
    const text = rows[0]!.textContent ?? '';
    expect(text).toContain('冲突');
    expect(text).toContain('已核销');
    expect(text).toMatch(/离线核销.*1号馆入口 · 李\*/);
    expect(text).toMatch(/已被核销.*2号馆入口 · 王\*/);
    expect(screen.getByText(/冲突 1 条/)).toBeTruthy();
  });
});
