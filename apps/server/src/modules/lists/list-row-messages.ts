import { MAX_STRING_LENGTH } from '@registry/core/limits';
import { textSafetyMessages } from '@registry/core/text-safety';

/** The reasons a list row is ERROR_PARSING, shown in the list detail's Errors sub-row. */
export const listRowMessages = {
  country: (value: string) => `Could not find a country code for '${value}'.`,
  missing: (column: string) => `The ${column} is missing.`,
  tooLong: (_column: string, length: number) =>
    `Ensure this value has at most ${MAX_STRING_LENGTH} characters. (it has ${length})`,
  formula: textSafetyMessages.formula,
  markup: textSafetyMessages.markup,
  extraCells: (cells: number, columns: number) => `The row has ${cells} cells but the header has ${columns} columns.`,
  numberOfWorkers: (value: string) =>
    `Invalid number_of_workers '${value}': enter a single positive number (e.g., 5) or a valid range (e.g., 3-10).`,
  tooManyProductTypes: 'Maximum of 50 product types allowed.',
  coordinate: (column: 'lat' | 'lng', value: string, limit: number) =>
    `Invalid ${column} '${value}': enter a number between -${limit} and ${limit}.`,
  coordinatePair: 'Enter both lat and lng, or neither.',
  geocodeFailed: (reason: string) => `The address could not be geocoded: ${reason}`,
  noLocation: 'The address could not be geocoded and no existing facility matches it, so no facility could be created.',
  matchFailed: (reason: string) => `The row could not be matched: ${reason}`,
} as const;
