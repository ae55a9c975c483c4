import {
  checkerItems,
  checkpointCheckerAdd,
  checkpointCheckerRemove,
  checkpointDelete,
  checkpointInfo,
  checkpointList,
  checkpointLogs,
  checkpointSave,
  offlineConflicts,
  offlineSnapshot,
  offlineSync,
  pointByCode,
  selfWriteOff,
  writeOff,
} from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import { MANAGERS } from '../business/business.service.js';
import type { Module } from '../module.js';

export const verifyModule: Module = ({
  register,
  services: { business, checkpoints, checkers, writeOffs, offline },
}) => {
  const manager = (ctx: Parameters<typeof business.actor>[0]) => business.actor(ctx, MANAGERS);
  register(checkpointSave, async (q, ctx) => checkpoints.save(await manager(ctx), q));
  register(checkpointList, async (q, ctx) => checkpoints.list(await manager(ctx), q));
  register(checkpointInfo, (q, ctx) => checkpoints.info(me(ctx).uid, q));
  register(checkpointDelete, async (q, ctx) => checkpoints.remove(await manager(ctx), q));
  register(checkpointCheckerAdd, async (q, ctx) => checkpoints.addChecker(await manager(ctx), q));
  register(checkpointCheckerRemove, async (q, ctx) => checkpoints.removeChecker(await manager(ctx), q));
  register(checkpointLogs, (q, ctx) => checkpoints.logs(me(ctx).uid, q));
  register(checkerItems, (q, ctx) => checkers.items(me(ctx).uid, q));
  register(writeOff, (q, ctx) => writeOffs.writeOff(me(ctx), q), { session: 'in-statement' });
  register(pointByCode, (q, ctx) => writeOffs.pointByCode(me(ctx).uid, q));
  register(selfWriteOff, (q, ctx) => writeOffs.selfWriteOff(me(ctx).uid, q));
  register(offlineSnapshot, (q, ctx) => offline.snapshot(me(ctx).uid, q));
  register(offlineSync, (q, ctx) => offline.sync(me(ctx), q));
  register(offlineConflicts, (q, ctx) => offline.conflicts(me(ctx).uid, q));
};
