import { renderAt as renderRoutesAt } from '../../test/render-at';
import type { ReactNode } from 'react';
import type { Agent } from '@kc/shared';

/** An agent as the server answers it (tests only). */
export const agentOf = (over: Partial<Agent> = {}): Agent => ({
  id: 9,
  item_id: 5,
  item_name: '试驾邀请函',
  business_name: '示例车展运营公司',
  user_id: 1,
  user_name: '观众小王',
  mobile: '13800000001',
  avatar: '',
  spm: 'ag7Kx2',
  link: '/static-kc2/invitation/enter-blank/1/5?spm=ag7Kx2',
  attributed: 3,
  create_time: 1718000000,
  ...over,
});

/** Renders routes at `url` (with navigation `state`) after `/start`; anything else shows 其他页面. */
export const renderAt = (url: string, routes: { path: string; element: ReactNode }[], state?: unknown) =>
  renderRoutesAt(url, routes, state).router;
