/** Paths of the lottery screens (the route table's entries). */
export const lotteryPaths = {
  list: '/little-action/lottery/list',
  my: '/little-action/lottery/my',
  show: (id: number) => `/little-action/lottery/show/${id}`,
  screen: (id: number) => `/little-action/lottery-screen/${id}`,
  manage: '/little-action/lottery/manage',
  create: '/little-action/lottery/edit',
  edit: (id: number) => `/little-action/lottery/edit?id=${id}`,
};
