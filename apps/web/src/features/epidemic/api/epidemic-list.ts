import { epidemicList, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';

/** One page of a project's declarations (the business acted for: b_id). */
export const fetchDeclarations = (q: CallQuery<typeof epidemicList>) => api.call(epidemicList, q);
