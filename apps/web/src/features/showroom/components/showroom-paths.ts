/** Links of the showroom's screens (the route table wires the same paths). */
export const showroomPaths = {
  create: '/b/show-car/create',
  edit: (id: number) => `/b/show-car/edit/${id}`,
  result: (id: number) => `/b/show-car/create/result?id=${id}`,
  selfList: '/show-car/carSelfSalelist',
  list: '/show-car/list',
  filter: '/show-car/filter',
  search: '/show-car/search',
  detail: (id: number) => `/show-car/detail?id=${id}`,
  advisor: (id: number) => `/show-car/saleAdvisor?id=${id}`,
  usedCar: (id: number) => `/used-car/${id}`,
};
