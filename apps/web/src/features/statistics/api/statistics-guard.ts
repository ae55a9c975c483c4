import { statisticsGuard } from '@kc/shared';
import { api } from '../../../lib/http';

/** The gate screen now (no version), or — with the last version — once a write-off changes it (≤ 25 s). */
export const fetchGuard = (projectId: number | undefined, version: string | undefined, signal: AbortSignal) =>
  api.call(
    statisticsGuard,
    { ...(projectId ? { project_id: projectId } : {}), ...(version !== undefined ? { version } : {}) },
    { signal },
  );
