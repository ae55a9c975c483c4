import { brandLists, carLists, seriesLists } from '@kc/shared';
import type { Module } from '../module.js';

/** The vehicle catalogue's public lists (spec 7.5 OwnersCertification; docs/showroom.md). */
export const catalogModule: Module = ({ register, services: { catalog } }) => {
  register(brandLists, (q) => catalog.brandLists(q));
  register(seriesLists, (q) => catalog.seriesLists(q));
  register(carLists, (q) => catalog.carLists(q));
};
