/** Query keys of the form feature: everything under ['forms'] is stale after a save or a review. */
export const formsKey = (businessId: number | null) => ['forms', businessId] as const;
export const submissionsKey = (businessId: number | null) => ['forms', businessId, 'submissions'] as const;
