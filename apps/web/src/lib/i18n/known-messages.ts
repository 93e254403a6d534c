import type { MessageId, Translate } from './i18n.ts';

/**
 * How a screen shows the texts of rules and failed calls it knows (core's English, the catalogs'
 * key): in the reader's language, 'field: …' keeping its field; any other text as it came, so an
 * unknown server message is never read as a message template.
 */
export function knownMessages(messages: readonly MessageId[]): (t: Translate, text: string) => string {
  const known: ReadonlySet<string> = new Set(messages);
  return (t, text) => {
    if (known.has(text)) return t(text as MessageId);
    const field = /^(\w+): (.*)$/s.exec(text);
    return field && known.has(field[2]!) ? `${field[1]}: ${t(field[2] as MessageId)}` : text;
  };
}
