/** Query keys of the health declarations. */
export const epidemicKeys = {
  all: ['epidemic'] as const,
  mine: (projectId: number | undefined) => ['epidemic', 'mine', projectId ?? 'current'] as const,
  list: (projectId: number, day: string, onlySymptoms: boolean) =>
    ['epidemic', 'list', projectId, day, onlySymptoms] as const,
};
