import type { QueryClient } from '@tanstack/react-query';
import { CLIENT_KINDS, type ClientKind } from '@kc/shared';
import { installRem } from '../lib/rem';
import { useSession } from '../lib/session';
import { setupAntdRender } from './setup-antd';
import { applyVariant } from './variant';

/** iOS restores pages from the back-forward cache without running JS: refetch then (ecosystem trap 4). */
export const installBfcacheRefresh = (queryClient: QueryClient): (() => void) => {
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) void queryClient.invalidateQueries();
  };
  window.addEventListener('pageshow', onPageShow);
  return () => window.removeEventListener('pageshow', onPageShow);
};

/** The client kind from the entry query (`client=web` and the other kinds of spec 3.2). */
const applyClientKind = (search: string): void => {
  const client = new URLSearchParams(search).get('client');
  if (client && (CLIENT_KINDS as readonly string[]).includes(client)) useSession.getState().setClient(client as ClientKind);
};

/** Everything the app sets up once before the first render. */
export const boot = (queryClient: QueryClient): void => {
  setupAntdRender();
  installRem();
  applyVariant(window.location.search);
  applyClientKind(window.location.search);
  installBfcacheRefresh(queryClient);
  // scroll positions are restored per full path by the root view
  window.history.scrollRestoration = 'manual';
};
