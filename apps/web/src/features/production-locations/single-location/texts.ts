import type { MessageId } from '@/lib/i18n/i18n.ts';

/** Texts of the single-location screens (spec part 1 §2, §4, §8); quoted ones are verbatim. */
export const SINGLE_LOCATION_TEXT = {
  nameAddressTab: 'Search by Name and Address',
  osIdTab: 'Search by OS ID',
  osIdHeading: 'Know the OS ID for your location?',
  osIdInstruction:
    'If you already know the OS ID of the production location, enter it below to find the location and add data to it.',
  searchById: 'Search by ID',
  // The spec gives no texts for an empty name or address in the search form.
  searchNameMissing: 'Enter the name of the production location.',
  searchAddressMissing: 'Enter the address of the production location.',
  countryMissing: 'The country is missing from your search. Select the correct country from the drop down menu.',
  backToIdSearch: 'Back to ID search',
  isThisYourLocation: 'Is this your production location?',
  mergedTooltip: 'This ID was merged into the current ID',
  noSearchByName: 'No, search by name and address',
  yesAddData: 'Yes, add data and claim',
  idNotFound: "We didn't find a production location with that ID.",
  searchByNameAndAddress: 'Search by Name and Address',
  searchAnotherId: 'Search for another ID',
  backToSearch: 'Back to Search',
  noResults: 'Search returned no results',
  searchAgain: 'Search again',
  addNewLocation: 'Add a new Location',
  resultsHeading: 'Search results',
  sortBestMatch: 'Sort By: Best match',
  notMyLocation: "I don't see my Location",
  reviewedDialog: 'Are you sure you have reviewed the entire list and could not find the production location?',
  tryAgain: 'No, I would like to try searching again',
  yesAddNew: 'Yes, add a new production location',
  // Not in the spec: the answer to a 409 (a location that looks the same exists) after the user chose to add a new one.
  submitAnyway: 'Add it as a new production location anyway',
  contributed: 'Your contribution has been added successfully!',
  fetchLocationsFallback: 'An error prevented fetching production locations',
  fetchLocationFallback: 'An error prevented fetching data about that production location',
  createFallback: 'An error prevented creating production location',
  updateFallback: 'An error prevented updating production location',
  fetchEventFallback: 'An error prevented fetching moderation event',
} as const satisfies Record<string, MessageId>;
