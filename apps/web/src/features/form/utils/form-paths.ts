/** Paths of the form screens (spec 2.15). The builder's `type` is the application-form type (1 invitation). */
export const formPaths = {
  create: (type = 1) => `/ticket/applicationForm/create/${type}`,
  /** a fresh timestamp each time: the edit screen loads anew */
  edit: (type: number | string, id: number) => `/ticket/applicationForm/edit/${type}/${id}/${Date.now()}`,
  preview: '/invitation/enter-blank/preview',
  auditList: '/ticket-invitation/audit-for-apply/list',
  audit: (id: number) => `/enter-form/audit/${id}`,
};

/** 1 invitation (an item), 3 ride: read from the fill route's path; null for the preview, events (their own page) or anything else. */
export const targetTypeOf = (pathname: string): 1 | 3 | null => {
  const m = /^\/(?:invitation|funly)\/enter-blank\/([13])\//.exec(pathname);
  return m ? (Number(m[1]) as 1 | 3) : null;
};
