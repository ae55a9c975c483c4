export { myBusinessesQuery, useCurrentBusiness, useMyBusinesses } from './my-businesses';
