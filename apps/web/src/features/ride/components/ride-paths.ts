/** Links of the leader's ride screens (one home for the paths the route table wires). */
export const ridePaths = {
  platform: '/funly/rideTogetherPlatform',
  leaderForm: (id: number) => `/funly/rideTogetherPlatform/form/${id}/${Date.now()}`,
  create: '/funly-ride/create',
  edit: (id: number) => `/funly-ride/edit/${id}/${Date.now()}`,
  success: (id: number) => `/funly-ride/success?id=${id}`,
  manage: '/funly-ride/manage',
  auditList: (id: number) => `/funly-ride/apply/auditList/${id}`,
  review: (applicationId: number) => `/funly-ride/applicationForm/review/${applicationId}`,
  clockin: (id: number) => `/funly/rideTogether/clockin?id=${id}`,
  show: (id: number) => `/funly/rideTogether?id=${id}`,
  list: '/funly/rideTogether',
};
