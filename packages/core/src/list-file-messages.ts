// The list file's texts read where a list is parsed (a worker thread of its own): kept apart from
// list-upload.ts so that thread does not load the form's schema library.

export function countText(n: number): string {
  return n.toLocaleString('en-US');
}

export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  if (seconds < 7_200) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3_600)} hours`;
}

/**
 * Texts of the limits on what one list may cost to read and store (issue [3.4]): shown as a row's
 * errors in the list detail, or as the list's parsing error.
 */
export const listFileMessages = {
  columnsMissing:
    'One or more required columns are missing or incorrectly formatted. The file must have the columns country, name and address. Download the template to see the expected format.',
  cellTooLong: (column: string, length: number, limit: number) =>
    `The ${column} cell has ${countText(length)} characters; a cell may have at most ${countText(limit)}. Only its first characters are kept.`,
  rowTooLong: (length: number, limit: number) =>
    `The row has ${countText(length)} characters; a row may have at most ${countText(limit)}. Only the first characters of each cell are kept.`,
  repeatedRows: (firstRow: number, copies: number) =>
    `The file repeats row ${countText(firstRow)} ${countText(copies)} more times after this one; those rows are counted as duplicates and not stored one by one.`,
  readingTooLong: (seconds: number) =>
    `Reading the file took more than ${countText(seconds)} seconds; save the list as a smaller file or split it into several lists.`,
  readingTooLarge:
    'Reading the file needs more memory than a list may use; save the list as a smaller file or split it into several lists.',
} as const;
