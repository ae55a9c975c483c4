import type { Module } from '../module.js';

/** docs/community.md */
export const feedbackModule: Module = ({ register, services }) => {
  void register;
  void services;
};
