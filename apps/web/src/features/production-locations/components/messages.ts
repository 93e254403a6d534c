import { PRODUCT_NAME } from '@/lib/product.ts';

/** Texts of the contribute screens (spec part 1 §2, §8); quoted ones are verbatim. */
export const CONTRIBUTE_TEXT = {
  uploadFallback: 'An error prevented uploading that file',
  listsFallback: 'An error prevented fetching facility lists',
  uploaded: 'Your facility list has been uploaded successfully!',
  thanks: 'Thank you for submitting your list!',
  troubleHelp: 'If you continue to have trouble submitting your list, please email',
  unauthorized: 'Unauthorized Access',
  logInToContribute: `Log in to contribute to ${PRODUCT_NAME}`,
  maintenance: `${PRODUCT_NAME} is undergoing maintenance and not accepting new data at the moment. Please try again in a few minutes.`,
} as const;
