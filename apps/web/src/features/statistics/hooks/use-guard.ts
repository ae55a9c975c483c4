import type { CallData, statisticsGuard } from '@kc/shared';
import { useVersionPoll } from '../../../lib/http/long-poll';
import { fetchGuard } from '../api/statistics-guard';
import { usePageVisible } from './use-page-visible';

export type GuardScreen = CallData<typeof statisticsGuard>;

/**
 * The live gate screen of a project (undefined: the latest published): the first call without a version, then long
 * polls with the last version (each answers when a write-off happens, or after 25 s). It pauses while the page is
 * hidden and reads afresh when it shows again; failures wait a little longer each time; a refusal stops the loop.
 */
export function useGuard(projectId: number | undefined) {
  const visible = usePageVisible();
  const { data, error, retry } = useVersionPoll(
    (version, signal) => fetchGuard(projectId, version, signal),
    [projectId],
    visible,
  );
  /** reload: reads afresh (after a retry or a change of the settings) */
  return { data, error, reload: retry };
}
