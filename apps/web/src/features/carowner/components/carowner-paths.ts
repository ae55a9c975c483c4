/** Links of the car-owner screens and the /my/authentication hub (one home for the paths the route table wires). */
export const carOwnerPaths = {
  form: '/car-authentication/form',
  /** apply again after a rejection or withdrawal, prefilled from the certification */
  reapply: (id: number) => `/car-authentication/form?id=${id}`,
  list: '/car-authentication/list',
  detail: (id: number) => `/car-authentication/detail?id=${id}`,
  success: '/car-authentication/success',
  realName: '/real-name-certification/form',
  businessRegister: '/business-register',
  my: '/my',
};
