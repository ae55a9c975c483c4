import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { LotteryScreen } from '@kc/shared';
import { lotteryKeys } from './lottery-keys';
import { useScreenAction } from './lottery-screen';

const drawn = { id: 7, state: 'drawing', current: { id: 70 } } as unknown as LotteryScreen;
const ended = { id: 7, state: 'finished', current: null } as unknown as LotteryScreen;

describe('useScreenAction', () => {
  it('the action’s answer stays: a read of the screen sent before it, answered after it, is dropped', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = lotteryKeys.screen(7);
    client.setQueryData(key, drawn);
    // the 4-second poll, on its way when 确认领奖 is pressed
    let answerPoll!: (s: LotteryScreen) => void;
    void client
      .fetchQuery({ queryKey: key, queryFn: () => new Promise<LotteryScreen>((r) => (answerPoll = r)) })
      .catch(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useScreenAction(7, () => Promise.resolve(ended)), { wrapper });
    await act(() => result.current.mutateAsync(undefined));
    expect(client.getQueryData(key)).toEqual(ended);
    await act(async () => {
      answerPoll(drawn);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(client.getQueryData(key)).toEqual(ended);
  });
});
