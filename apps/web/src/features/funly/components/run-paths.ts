/** Links of the organiser's run screens (applications, slots, operators, statistics). */
export const runPaths = {
  applyEvents: '/funly-manage/apply',
  applySearch: '/funly-manage/apply/search',
  auditList: (id: number) => `/funly-manage/apply/auditList/${id}`,
  review: (applicationId: number) => `/funly/applicationForm/review/${applicationId}`,
  appoint: (id: number) => `/funly-manage/appoint/${id}`,
  operators: '/funly-manage/operator',
  eventOperators: (id: number) => `/funly-manage/operator/${id}`,
  operatorCreate: (pid: number) => `/funly-manage/operator/create/${pid}`,
  operatorEdit: (pid: number, id: number) => `/funly-manage/operator/edit/${pid}/${id}`,
  stats: (id: number) => `/funly-manage/statistics/${id}`,
  statsRows: (
    kind: 'appoint' | 'apply' | 'ticket' | 'like' | 'forward',
    id: number,
    q: { ctype?: number; uid?: number; tid?: number; title?: string } = {},
  ) => {
    const s = new URLSearchParams();
    if (q.ctype !== undefined) s.set('ctype', String(q.ctype));
    if (q.uid !== undefined) s.set('uid', String(q.uid));
    if (q.tid !== undefined) s.set('tid', String(q.tid));
    if (q.title) s.set('title', q.title);
    const qs = s.toString();
    return `/funly-manage/statistics/${kind}/${id}${qs ? `?${qs}` : ''}`;
  },
};
