import { locateByIp, regeo } from '@kc/shared';
import type { Module } from '../module.js';

export const locationModule: Module = ({ register, services: { location } }) => {
  register(locateByIp, async () => location.byIp());
  register(regeo, async (q) => location.regeo(q));
};
