import type { Module } from '../module.js';

/** docs/community.md */
export const postModule: Module = ({ register, services }) => {
  void register;
  void services;
};
