/** Links of the rider's screens (the leader's are in ride-paths.ts). */
export const riderPaths = {
  /** the apply form: a fresh timestamp so every visit loads anew */
  apply: (rideId: number) => `/funly/rideForm/form/0/${rideId}/${Date.now()}`,
  clockin: (rideId: number) => `/funly/rideTogether/clockin?id=${rideId}`,
  mark: (rideId: number) => `/funly/rideTogether/genMark?id=${rideId}`,
  myRides: '/my/funly-ride',
  search: '/funly/search/ride',
};
