/** Paths of the feedback screens (spec 2.13): the route table owns the routes, these build the links. */
export const feedbackPaths = {
  form: '/my/setting/feedback',
  list: '/my/setting/feedback/list',
  /** the auditor's queue */
  queue: '/my/setting/feedback/list?queue=1',
  /** `queue`: the auditor's view of it (feedbackQueueInfo, with the reply box) */
  detail: (id: number, queue?: boolean) => `/my/setting/feedback/detail/${id}${queue ? '?queue=1' : ''}`,
};
