/** Loads the contracts of boot-calls.ts (its own chunk, with zod) on first use. */
export const bootCalls = () => import('./boot-calls');
