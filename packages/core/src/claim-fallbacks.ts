/** The claim screens' fallback texts of spec part 2 §8 (shown when a call fails without a usable answer). */
export const CLAIM_FALLBACKS = {
  submitForm: 'An error prevented submitting the form',
  submitClaim: 'An error prevented submitting facility claim data',
  fetchFacilityDetails: 'An error prevented fetching details about that facility.',
  fetchFacilityData: 'An error prevented fetching data about that facility',
  fetchClaims: 'An error prevented fetching facility claims',
  fetchClaimedDetails: 'An error prevented fetching details about that claimed facility',
  updateClaimedDetails: "An error prevented updating that facility claim's details",
  updateClaimedDetailsList: 'The following errors prevented updating the facility claim:',
  geocodeFailed: 'There was a problem finding a location for the specified address',
  fetchParentCompanies: 'An error prevented fetching parent company options',
  claimedSaved: 'Claimed facility profile was saved',
  updateStatus: 'An error prevented updating the facility claim status',
  saveNote: 'An error prevented saving that note',
  fetchClaim: 'An error prevented fetching that facility claim.',
} as const;
