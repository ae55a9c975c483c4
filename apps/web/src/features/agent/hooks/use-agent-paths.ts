import { useLocation } from 'react-router';
import { agentPaths, isCertPath } from '../utils/agent-paths';

/** The agent paths of the screen's own kind: the pass (/cert) screens link to the pass copies. */
export function useAgentPaths() {
  return agentPaths(isCertPath(useLocation().pathname));
}
