import { downloadMessages } from '@registry/core/download-limits';
import type { MessageId, Translate } from '@/lib/i18n/i18n.ts';

const STATIC: ReadonlySet<string> = new Set<MessageId>([
  downloadMessages.logInToDownload,
  downloadMessages.sameContributor,
  downloadMessages.purchasingNotConfigured,
  downloadMessages.repeatFree,
  downloadMessages.checkoutFallback,
  downloadMessages.downloadFallback,
  'Not found',
]);

/** Core's messages with numbers in them, read back: the pattern, and the catalog's message for it. */
const PATTERNS: readonly [RegExp, MessageId, readonly string[]][] = [
  [
    /^Registered users can download up to (\d+) production locations annually for free\. This account has (\d+) available\. Additional downloads are available for purchase\.$/,
    'Registered users can download up to {limit} production locations annually for free. This account has {available} available. Additional downloads are available for purchase.',
    ['limit', 'available'],
  ],
  [
    /^Registered users can download up to (\d+) production locations annually for free\. This account has (\d+) available\.$/,
    'Registered users can download up to {limit} production locations annually for free. This account has {available} available.',
    ['limit', 'available'],
  ],
  [
    /^You've reached your annual download limit of (\d+) production locations\. Purchase additional downloads to download more data\.$/,
    "You've reached your annual download limit of {limit} production locations. Purchase additional downloads to download more data.",
    ['limit'],
  ],
  [
    /^You've reached your annual download limit of (\d+) production locations\. Purchasing additional downloads is not available on this server\.$/,
    "You've reached your annual download limit of {limit} production locations. Purchasing additional downloads is not available on this server.",
    ['limit'],
  ],
  [
    /^You are trying to download (\d+) production locations but this account only has (\d+) available\. Purchase additional downloads to continue\.$/,
    'You are trying to download {count} production locations but this account only has {available} available. Purchase additional downloads to continue.',
    ['count', 'available'],
  ],
  [
    /^You are trying to download (\d+) production locations but this account only has (\d+) available\. Purchasing additional downloads is not available on this server\.$/,
    'You are trying to download {count} production locations but this account only has {available} available. Purchasing additional downloads is not available on this server.',
    ['count', 'available'],
  ],
  [
    /^Downloads are supported for searches resulting in (\d+) production locations or less\.$/,
    'Downloads are supported for searches resulting in {max} production locations or less.',
    ['max'],
  ],
];

/**
 * A download message of core (the same decision as the server's) in the reader's language; the
 * numbers are kept as core wrote them, so English reads exactly as before. Unknown texts as they are.
 */
export function downloadText(t: Translate, message: string): string {
  if (STATIC.has(message)) return t(message as MessageId);
  for (const [pattern, id, names] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(id, Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])));
  }
  return message;
}
