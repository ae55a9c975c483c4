let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` after every task queued before it has settled: the device's decisions and uploads read and write the
 * queue one at a time (two quick scans of one code cannot both see it unused).
 */
export const serial = <T>(task: () => Promise<T>): Promise<T> => {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
};
