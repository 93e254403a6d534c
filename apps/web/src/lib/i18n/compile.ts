/**
 * A message in Lingui's compiled form: text, `[name]` for a placeholder, `[name, 'plural', {…}]`
 * for a plural or select, '#' for the count inside a plural.
 */
export type CompiledMessage = (string | CompiledArgument)[];
type CompiledArgument = [string] | [string, string, Record<string, CompiledMessage>];

const compiled = new Map<string, CompiledMessage>();

/**
 * Compiles the ICU subset of the catalogs: `{name}`, `{n, plural, one {# x} other {# xs}}` and
 * `{v, select, a {…} other {…}}`; markup like `<0>…</0>` is text (Trans reads it). English ships
 * no catalog (its messages are their own ids), so each English message is compiled here when first
 * shown; a few hundred bytes instead of Lingui's full parser (~6 KB brotli). Held to Lingui's
 * compiler on every catalog message by locales/catalogs.test.ts.
 */
export function compileSource(message: string): CompiledMessage {
  let result = compiled.get(message);
  if (!result) compiled.set(message, (result = new Parser(message).parse()));
  return result;
}

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  parse(): CompiledMessage {
    const tokens = this.tokens(false);
    if (this.at < this.text.length) throw new Error(`Unbalanced } in message: ${this.text}`);
    return tokens;
  }

  /** Text and arguments up to an unmatched '}' or the end; in a plural '#' is a token of its own. */
  private tokens(inPlural: boolean): CompiledMessage {
    const tokens: CompiledMessage = [];
    let text = '';
    const flush = () => {
      if (text) tokens.push(text);
      text = '';
    };
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === '}') break;
      this.at += 1;
      if (char === '{') {
        flush();
        tokens.push(this.argument());
      } else if (char === '#' && inPlural) {
        flush();
        tokens.push('#');
      } else text += char;
    }
    flush();
    return tokens;
  }

  /** After '{': `name}` or `name, kind, key {…} key {…}}`. */
  private argument(): CompiledArgument {
    const name = this.until(/[,}]/);
    if (this.text[this.at++] === '}') return [name];
    const kind = this.until(/[,}]/);
    if (this.text[this.at++] === '}') throw new Error(`Unsupported argument {${name}, ${kind}} in: ${this.text}`);
    const options: Record<string, CompiledMessage> = {};
    for (;;) {
      const key = this.until(/[{}]/);
      if (this.text[this.at++] === '}') break;
      if (/\s/.test(key)) throw new Error(`Unsupported option '${key}' in: ${this.text}`);
      // '=0' is Lingui's exact-value key '0'.
      options[key.replace(/^=/, '')] = this.tokens(kind === 'plural' || kind === 'selectordinal');
      if (this.text[this.at++] !== '}') throw new Error(`Unclosed option ${key} in: ${this.text}`);
    }
    return [name, kind, options];
  }

  /** The trimmed text up to the next character matching `stop`. */
  private until(stop: RegExp): string {
    const start = this.at;
    while (this.at < this.text.length && !stop.test(this.text[this.at]!)) this.at += 1;
    if (this.at >= this.text.length) throw new Error(`Unclosed { in message: ${this.text}`);
    return this.text.slice(start, this.at).trim();
  }
}
