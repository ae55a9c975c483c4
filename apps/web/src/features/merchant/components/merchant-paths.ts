/** The business registration screens (spec 2.5). */
export const merchantPaths = {
  form: '/business-register/form',
  type: '/business-register/choosemerchanttype',
  tag: '/business-register/choosemerchanttype-next-tag',
  enterprise: '/business-register/enterprise-retrieve',
  idVerify: '/business-register/id-verify',
  adminChange: '/business-register/admin-change',
  myBusiness: '/my/business',
};
