/**
 * Every query of facility lists has its key under 'facility-lists' (the user's lists, a list and
 * its rows, the upload's progress, the dashboard's pages): a change to a list, wherever it is made,
 * invalidates them all.
 */
export const facilityListKeys = {
  all: ['facility-lists'] as const,
  /** The signed-in user's lists (GET /api/facility-lists/): the root key itself. */
  mine: () => facilityListKeys.all,
  /** One list (GET /api/facility-lists/{id}/) and, under it, its rows. */
  one: (id: number) => [...facilityListKeys.all, id] as const,
  /** The dashboard's pages of every contributor's lists. */
  dashboard: () => [...facilityListKeys.all, 'dashboard'] as const,
};
