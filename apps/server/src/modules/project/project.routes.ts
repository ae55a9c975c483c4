import { projectDelete, projectInfo, projectList, projectSave } from '@kc/shared';
import { MANAGERS } from '../business/business.service.js';
import type { Module } from '../module.js';

export const projectModule: Module = ({ register, services: { business, projects } }) => {
  register(projectSave, async (q, ctx) => projects.save(await business.actor(ctx, MANAGERS), q));
  register(projectList, async (q, ctx) => projects.list(await business.actor(ctx, MANAGERS), q));
  register(projectInfo, async (q, ctx) => projects.info(await business.actor(ctx, MANAGERS), q.id));
  register(projectDelete, async (q, ctx) => projects.remove(await business.actor(ctx, MANAGERS), q.id));
};
