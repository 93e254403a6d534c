import { i18n, type MessageId, type MessageValues, type Translate } from './i18n.ts';
import { MESSAGE_TEMPLATES } from './message-templates.ts';

/** Placeholders that hold a field's label (a catalog text itself), translated with the sentence. */
const LABEL_PLACEHOLDERS: ReadonlySet<string> = new Set(['label']);

/** Whether the current language's catalog holds the text. English has no catalog: nothing is looked up. */
const inCatalog = (text: string): boolean => Object.hasOwn(i18n.messages, text);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let templatePatterns: readonly { pattern: RegExp; id: MessageId; names: string[] }[] | undefined;

/** Each template as a pattern that reads its values back out of core's English sentence. */
function patterns() {
  templatePatterns ??= MESSAGE_TEMPLATES.map((id) => {
    const names: string[] = [];
    const source = id
      .split(/\{(\w+)\}/)
      .map((part, index) => (index % 2 ? (names.push(part), '(.+?)') : escape(part)))
      .join('');
    return { pattern: new RegExp(`^${source}$`, 's'), id, names };
  });
  return templatePatterns;
}

function fromTemplate(t: Translate, text: string): string | undefined {
  for (const { pattern, id, names } of patterns()) {
    const match = pattern.exec(text);
    if (!match || !inCatalog(id)) continue;
    const values: MessageValues = {};
    names.forEach((name, index) => {
      const value = match[index + 1]!;
      values[name] = LABEL_PLACEHOLDERS.has(name) && inCatalog(value) ? t(value as MessageId) : value;
    });
    return t(id, values);
  }
  return undefined;
}

/**
 * A text of core's rules or of a server's answer in the reader's language. The English text is
 * the message's id (the catalogs key on it): a text the current catalog holds is translated, a
 * sentence core fills with values (MESSAGE_TEMPLATES) is translated with its values kept, a
 * 'field: …' line keeps its field; any other text is shown as it came, never read as a template.
 * English is always the text itself.
 */
export function translateMessage(t: Translate, text: string): string {
  const whole = translateWhole(t, text);
  if (whole !== undefined) return whole;
  const field = /^(\w+): (.*)$/s.exec(text);
  const rest = field ? translateWhole(t, field[2]!) : undefined;
  return rest === undefined ? text : `${field![1]}: ${rest}`;
}

const translateWhole = (t: Translate, text: string): string | undefined =>
  inCatalog(text) ? t(text as MessageId) : fromTemplate(t, text);

/** A form's problems (field → core's English, or undefined) in the reader's language. */
export function translateProblems<K extends string>(
  t: Translate,
  problems: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  return Object.fromEntries(
    Object.entries<string | undefined>(problems).map(([field, text]) => [field, text && translateMessage(t, text)]),
  ) as Partial<Record<K, string>>;
}
