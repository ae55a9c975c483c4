import { DEFAULT_PAGE_SIZE, showCarMine, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';

export type MineState = NonNullable<CallQuery<typeof showCarMine>['state']>;

/** One page of the business's own listings in a state tab (the answer also counts each state). */
export const fetchShowCarMine = (state: MineState) => (page: number) =>
  api.call(showCarMine, { state, page, page_size: DEFAULT_PAGE_SIZE });
