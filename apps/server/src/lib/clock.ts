/** The time every rule reads: services take a Clock instead of calling `new Date()` (tests move it, e.g. across midnight in Asia/Shanghai). */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };
