/** A problem with the whole file: it becomes one of the list's parsing errors. */
export class ListFileError extends Error {}
