/**
 * What other modules may use of lists (lint refuses imports past this file): the extended fields
 * a contribution carries, and the maintenance answer.
 */
export { extendedFieldValues, type ContributedValues } from './item-extended-fields.ts';
export { maintenanceMessage } from './service.ts';
// "Find OS IDs" (facility-match) reads, locates and decides rows exactly as the list pipeline does.
export { mapColumns } from './list-columns.ts';
export { ListFileError } from './list-file-error.ts';
export { listRowMessages } from './list-row-messages.ts';
export { CANDIDATES, decideRow } from './match-items.ts';
export { parseRow, type ParsedRow } from './parse-row.ts';
export { geocodeOne } from './process-list.ts';
export { openListFile } from './read-list-file.ts';
export { uploadedFileProblem } from './service.ts';
export { readUploadForm } from './upload-form.ts';
