/** The agent screens (the route table owns the patterns); passes (证件) have their own copies under /cert. */
export const agentPaths = (cert = false) => ({
  list: (itemId: number) => (cert ? `/cert/agent/list/${itemId}` : `/agent/list/${itemId}`),
  show: (id: number) => (cert ? `/cert/agent/show/${id}` : `/agent/show/${id}`),
});

/** Whether a path (router-relative, without the base) is one of the pass (证件) screens. */
export const isCertPath = (pathname: string): boolean => pathname.startsWith('/cert/');
