import { optionPairsSchema } from './options-api.ts';

/** Example answers of the option routes (the search filters' choices), parsed by their schemas. */

/** GET /api/contributors/: [contributor id, name] pairs. */
export const contributorOptionsExample = optionPairsSchema.parse([
  [7, 'Northwind Apparel'],
  [12, 'Fair Threads Collective'],
]);

/** GET /api/countries/: [code, name] pairs. */
export const countryOptionsExample = optionPairsSchema.parse([
  ['BD', 'Bangladesh'],
  ['VN', 'Viet Nam'],
]);

/** GET /api/contributor-lists-sorted/?contributors=7: [list id, name] pairs of the chosen contributors. */
export const contributorListOptionsExample = optionPairsSchema.parse([[31, 'Suppliers 2026']]);
