import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MAX_STRING_LENGTH } from './limits.ts';
import { countText, listFileMessages, waitText } from './list-file-messages.ts';

export { listFileMessages };

/**
 * A size limit in the largest unit it reaches (1,024 bytes is "1 KB", not "0 MB"), rounded down
 * to one decimal so that the largest accepted file is never said to be larger than it is.
 */
export function fileSize(bytes: number): string {
  for (const [unit, size] of [
    ['MB', 1024 * 1024],
    ['KB', 1024],
  ] as const) {
    if (bytes >= size) return `${Math.floor((bytes / size) * 10) / 10} ${unit}`;
  }
  return `${bytes} bytes`;
}

/** Spec part 1 §5 (List upload) and §8: texts shown by the upload form and the server. */
export const listUploadMessages = {
  nameMissing: 'Missing required Facility List Name.',
  nameInvalidCharacters:
    "Facility List Name may only contain letters, numbers, spaces and the characters ' , - & . ( ) [ ] (no accents).",
  nameNeedsLetters: 'Facility List Name must also consist of letters.',
  nameTooLong: (length: number) => `Ensure this value has at most ${MAX_STRING_LENGTH} characters. (it has ${length})`,
  fileMissing: 'Missing required Facility List File.',
  fileType: 'Only .csv and .xlsx files are accepted.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: (maxBytes: number) => `The file is too large. The largest accepted file is ${fileSize(maxBytes)}.`,
  columnsMissing: listFileMessages.columnsMissing,
  descriptionTooLong: `Ensure this value has at most ${MAX_DESCRIPTION_LENGTH} characters.`,
  replacesInvalid: 'Select one of your own lists to replace.',
  tooManyUploads: (perMinute: number, perDay: number, seconds: number) =>
    `An account may upload at most ${countText(perMinute)} lists a minute and ${countText(perDay)} a day. Please try again in ${waitText(seconds)}.`,
} as const;

export const LIST_FILE_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const LIST_TEMPLATE_PATH = '/api/facility-lists/template.csv';

const ALLOWED_NAME = /^[A-Za-z0-9 ',\-&.()[\]]+$/;

/** Whitespace collapsed and trimmed, as the name is stored. */
export function cleanListName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

export function hasListFileExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return LIST_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The list name and description of POST /api/facility-lists/ (the file is checked apart). */
export const listUploadFieldsSchema = z.object({
  name: z
    .string({ error: listUploadMessages.nameMissing })
    .transform(cleanListName)
    .superRefine((name, ctx) => {
      if (!name) return ctx.addIssue({ code: 'custom', message: listUploadMessages.nameMissing });
      if (name.length > MAX_STRING_LENGTH)
        ctx.addIssue({ code: 'custom', message: listUploadMessages.nameTooLong(name.length) });
      if (!ALLOWED_NAME.test(name)) ctx.addIssue({ code: 'custom', message: listUploadMessages.nameInvalidCharacters });
      else if (!/[A-Za-z]/.test(name)) ctx.addIssue({ code: 'custom', message: listUploadMessages.nameNeedsLetters });
    }),
  description: z
    .string()
    .max(MAX_DESCRIPTION_LENGTH, listUploadMessages.descriptionTooLong)
    .optional()
    .transform((value) => value?.trim() ?? ''),
  replaces: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '' || value === '-1') return null;
      if (!/^\d{1,15}$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: listUploadMessages.replacesInvalid });
        return z.NEVER;
      }
      return Number(value);
    }),
});
