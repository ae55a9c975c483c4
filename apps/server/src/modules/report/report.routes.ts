import type { Module } from '../module.js';

/** docs/community.md */
export const reportModule: Module = ({ register, services }) => {
  void register;
  void services;
};
