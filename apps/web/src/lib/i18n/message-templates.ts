import type { MessageId } from './i18n.ts';

/**
 * The sentences core fills with values (a field's label, a limit, a file's name), as catalog
 * keys: `translateMessage` reads the values back out of core's English and gives them to the
 * translation. `{label}` is a field's label, translated too; other values stay as core wrote
 * them. message-templates.test.ts holds each one to the core function that writes it.
 */
export const MESSAGE_TEMPLATES: readonly MessageId[] = [
  // Field rules: sign-up and profile, single-location form, list upload, reports.
  'Ensure this value has at most {max} characters. (it has {actual})',
  'Ensure this value has at most {max} characters.',
  '{label} cannot be a number.',
  '{label} must contain letters or numbers, not only spaces or symbols.',
  '{label} must be at most {max} characters.',
  'The {label} looks like a spreadsheet formula; enter the text itself.',
  'The {label} contains HTML markup, which is not allowed.',
  // List upload and the list's rows.
  'The file is too large. The largest accepted file is {size}.',
  'An account may upload at most {perMinute} lists a minute and {perDay} a day. Please try again in 1 second.',
  'An account may upload at most {perMinute} lists a minute and {perDay} a day. Please try again in {seconds} seconds.',
  'An account may upload at most {perMinute} lists a minute and {perDay} a day. Please try again in {minutes} minutes.',
  'An account may upload at most {perMinute} lists a minute and {perDay} a day. Please try again in {hours} hours.',
  'The {column} cell has {length} characters; a cell may have at most {limit}. Only its first characters are kept.',
  'The row has {length} characters; a row may have at most {limit}. Only the first characters of each cell are kept.',
  'The file repeats row {row} {copies} more times after this one; those rows are counted as duplicates and not stored one by one.',
  'Reading the file took more than {seconds} seconds; save the list as a smaller file or split it into several lists.',
  // The upload's maintenance answer, filled by the web app.
  '{product} is undergoing maintenance and not accepting new data at the moment. Please try again in a few minutes.',
  // Claim attachments.
  '{file} could not be uploaded because it is not in a supported format.',
  '{file} could not be uploaded because it exceeds the maximum file size of 5MB.',
  '{file} could not be uploaded because there is a maximum of 10 attachments and you have already uploaded 10 attachments.',
  // Download allowance.
  'Registered users can download up to {limit} production locations annually for free. This account has {available} available. Additional downloads are available for purchase.',
  'Registered users can download up to {limit} production locations annually for free. This account has {available} available.',
  "You've reached your annual download limit of {limit} production locations. Purchase additional downloads to download more data.",
  "You've reached your annual download limit of {limit} production locations. Purchasing additional downloads is not available on this server.",
  'You are trying to download {count} production locations but this account only has {available} available. Purchase additional downloads to continue.',
  'You are trying to download {count} production locations but this account only has {available} available. Purchasing additional downloads is not available on this server.',
  'Downloads are supported for searches resulting in {max} production locations or less.',
];
