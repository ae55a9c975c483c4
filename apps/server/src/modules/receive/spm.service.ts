import type { ReceiveRepository } from './receive.repository.js';

/** Spm attribution: what a share link's spm code stands for (empty when unknown). */
export function spmService(repo: ReceiveRepository) {
  return {
    async info(spm: string) {
      if (!spm) return { spm: '', module: '', target_id: 0 };
      const row = await repo.spmCode(spm);
      return row
        ? { spm: row.code, module: row.module, target_id: row.targetId }
        : { spm: '', module: '', target_id: 0 };
    },
  };
}
export type SpmService = ReturnType<typeof spmService>;
