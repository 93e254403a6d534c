import type { ProcessingStep } from '@registry/core/list-status';
import { PRODUCT_NAME } from '@/lib/product.ts';

/** Texts of My Lists and list detail (spec part 1 §2, §4, §8); quoted ones are verbatim. */
export const LISTS_TEXT = {
  signIn: `Sign in to view your ${PRODUCT_NAME} lists`,
  listsFallback: 'An error prevented fetching facility lists',
  listFallback: 'Unable to retrieve that list',
  listNotFound: 'No list was found for that ID',
  itemsFallback: 'An error prevented fetching facility list items for {id}',
  noItems: 'No matching items.',
  showing: 'Showing {shown} of {total} items.',
  showAll: 'Show all items',
  confirmFallback: 'An error prevented confirming that match',
  rejectOneFallback: 'Failed to reject facility match with id {id}',
  rejectFallback: 'An unexpected error occurred while rejecting potential matches',
  mergeFallback: 'An error prevented merging those facilities',
  removeFallback: 'An error prevented removing that list item.',
  statusFallback: 'An error prevented updating the facility list status',
  // Not in the spec (it names the button only): a list approved by mistake cannot be taken back.
  approveConfirm:
    '{name} will be processed: its rows are geocoded and matched to production locations, and its contributor is told. This cannot be undone.',
  csvFallback: 'An error prevented downloading the CSV.',
  // The spec names the dialog's buttons, not its text; this says what the user waits for.
  processingTitle: 'Your list is being processed',
  processingText:
    'This list was uploaded and is being processed. Its rows appear here once they have been read; refresh to see them.',
  /** The progress panel: what the list is going through while its rows move by themselves. */
  steps: {
    parse: 'Reading the rows of the file…',
    geocode: 'Finding the location of each row…',
    match: 'Matching the rows to production locations already known…',
  } satisfies Record<ProcessingStep, string>,
  processed: 'Processed',
} as const;
