import { attachmentProblem, CLAIM_MESSAGES } from '@registry/core/claim';
import type { Translate } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';

/**
 * A claim message in English from core (CLAIM_MESSAGES, CLAIM_FALLBACKS: the wizard's and the
 * editor's checks) or from the server, in the current language. Core's texts are catalog keys
 * (claim-texts.test.ts holds them to en.json); a text the catalogs lack is shown as it came
 * (translateMessage).
 */
export const claimMessage = translateMessage;

/** Why a picked file is refused (core's attachmentProblem), with the file's name in the sentence. */
export function attachmentProblemText(
  t: Translate,
  file: { name: string; size: number },
  alreadyUploaded: number,
): string | undefined {
  const problem = attachmentProblem(file, alreadyUploaded);
  const values = { file: file.name };
  if (problem === undefined) return undefined;
  if (problem === CLAIM_MESSAGES.unsupportedFormat(file.name))
    return t('{file} could not be uploaded because it is not in a supported format.', values);
  if (problem === CLAIM_MESSAGES.tooLarge(file.name))
    return t('{file} could not be uploaded because it exceeds the maximum file size of 5MB.', values);
  return t(
    '{file} could not be uploaded because there is a maximum of 10 attachments and you have already uploaded 10 attachments.',
    values,
  );
}
