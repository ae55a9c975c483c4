import type { Agent } from '@kc/shared';

/** Navigation state: the agent a detail page was opened for (lists pass it, so the page shows it at once). */
export type AgentState = { agent?: Agent } | null;
