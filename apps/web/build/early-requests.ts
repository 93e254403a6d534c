import { build, type Plugin, type Rollup } from 'vite';

/** What index.html names the script by (Vite adds the hash). */
const ASSET_NAME = 'early-requests.js';

/**
 * The early-requests script (`entry`): built on its own into one file with no imports (it must
 * run before the app's modules arrive), emitted under assets/ by its hash (cached for good like
 * the app's files) and loaded by index.html, async, ahead of the app. A file, not an inline
 * script: the Content-Security-Policy allows scripts of this site only.
 */
export function earlyRequests(options: { entry: string; alias: Record<string, string> }): Plugin {
  let base = '/';
  return {
    name: 'early-requests',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const result = (await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: options.alias },
        build: { write: false, minify: true, lib: { entry: options.entry, formats: ['iife'], name: 'earlyRequests' } },
      })) as Rollup.RollupOutput[];
      const chunk = result[0]!.output[0];
      this.emitFile({ type: 'asset', name: ASSET_NAME, source: chunk.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const asset = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names.includes(ASSET_NAME),
        );
        if (!asset) throw new Error(`${ASSET_NAME} was not emitted`);
        return [{ tag: 'script', attrs: { src: `${base}${asset.fileName}`, async: true }, injectTo: 'head-prepend' }];
      },
    },
  };
}
