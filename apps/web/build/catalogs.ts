import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The message catalogs: src/locales/<language>.json, one flat object of id → ICU message. */
const CATALOG = /\/src\/locales\/[\w-]+\.json$/;

/**
 * Compiles each catalog's ICU messages into Lingui's ready form at build time, JSON in and JSON
 * out (Vite's JSON plugin then makes it a module), so the app ships no message parser for them
 * (Lingui's is ~6 KB brotli). English ships no catalog; in tests and `npm run dev` the catalogs stay
 * raw and lib/i18n/compile.ts reads them.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
