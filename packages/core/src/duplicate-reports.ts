import { z } from 'zod';
import { isValidOsId, normalizeOsId } from './os-id.ts';

/**
 * 'Report as Duplicate' on the facility page (spec part 2 §2 page actions). The spec gives no flow
 * or call for it; here a signed-in user names the facility it duplicates and the server sends the
 * pair to the registry's team, who merge them with the dashboard's merge tool.
 */
export const MAX_DUPLICATE_NOTE_LENGTH = 2000;

export const duplicateReportMessages = {
  invalidOsId: 'Enter the OS ID of the facility this one duplicates (15 characters, e.g. BD2020001ABCDEF).',
  sameFacility: 'Enter the OS ID of another facility, not of this one.',
  unknownFacility: 'No facility has that OS ID.',
  noteTooLong: `Ensure this value has at most ${MAX_DUPLICATE_NOTE_LENGTH} characters.`,
  /** The toast after a report was sent. */
  reported: 'Thank you! Our team will check whether these are the same production location.',
  failed: 'An error prevented reporting this facility as a duplicate',
} as const;

/** POST /api/facilities/{id}/report-duplicate/. */
export const duplicateReportSchema = z.object({
  duplicate_of: z
    .string({ error: duplicateReportMessages.invalidOsId })
    .transform(normalizeOsId)
    .refine(isValidOsId, duplicateReportMessages.invalidOsId),
  note: z
    .string({ error: 'Must be text.' })
    .trim()
    .max(MAX_DUPLICATE_NOTE_LENGTH, duplicateReportMessages.noteTooLong)
    .nullish()
    .transform((value) => value ?? ''),
});
export type DuplicateReportBody = z.input<typeof duplicateReportSchema>;
