/** Paths of the people screens (spec 2.13, 2.14): the route table owns the routes, these build the links. */
export const personalPaths = {
  person: (uid: number) => `/personal/index?uid=${uid}`,
  detail: (uid: number) => `/personal/detail?uid=${uid}`,
  my: '/personal/my',
  info: '/personal/info',
  upload: (type: 'image' | 'video') => `/personal/upload/${type}`,
  follow: (uid: number, type: 'following' | 'followers') => `/personal/follow?uid=${uid}&type=${type}`,
  myFollow: (type: 'following' | 'followers') => `/my/follow?type=${type}`,
  favorite: (uid: number) => `/personal/favorite?uid=${uid}`,
  report: (uid: number) => `/report/user/${uid}`,
  blackList: '/my/setting/black-list',
};
