/** A problem with the whole file: it becomes one of the list's parsing errors. */
export class ListFileError extends Error {}

export const fileMissingMessage = 'The uploaded file could not be found in the file storage.';
