import type { Module } from '../module.js';

/** docs/community.md */
export const personalModule: Module = ({ register, services }) => {
  void register;
  void services;
};
