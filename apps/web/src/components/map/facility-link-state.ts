/**
 * Router state carried by links to a facility page from the search results or the map: it asks
 * the page's map to pan to the facility (spec part 1 §2) instead of keeping its previous view.
 */
export interface FacilityLinkState {
  panMapToFacility: true;
}

export const FACILITY_LINK_STATE: FacilityLinkState = { panMapToFacility: true };

export function isFacilityLinkState(state: unknown): state is FacilityLinkState {
  return typeof state === 'object' && state !== null && (state as Partial<FacilityLinkState>).panMapToFacility === true;
}
