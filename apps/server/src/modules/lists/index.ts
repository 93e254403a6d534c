/**
 * What other modules may use of lists (lint refuses imports past this file): facilities created
 * from a list's rows, the extended fields a contribution carries, and the maintenance answer.
 */
export { extendedFieldValues, type ContributedValues } from './item-extended-fields.ts';
export { insertFacilities } from './queries.ts';
export { maintenanceMessage } from './service.ts';
