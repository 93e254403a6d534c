import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const serverModules = fs
  .readdirSync('apps/server/src/modules', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
// Modules with a named public surface (their index.ts); other modules import nothing else of theirs.
const modulesWithSurface = ['facilities', 'facility-records', 'lists', 'search'];

const webFeatures = 'apps/web/src/features';
const featureAreas = fs
  .readdirSync(webFeatures, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
// A feature's public surface: index.ts (what the app shows at once) and screens.ts (screens loaded on
// demand, kept apart so that importing one does not pull the other into the same chunk).
const surfaceFiles = ['index.ts', 'screens.ts'];
const featuresWithSurface = featureAreas.filter((area) =>
  surfaceFiles.some((file) => fs.existsSync(`${webFeatures}/${area}/${file}`)),
);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/src/db/schema.ts', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The `@/` alias of apps/web/vite.config.ts: without it the zones below would not see `@/features/…` imports.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          alias: { '@': [`${import.meta.dirname}/apps/web/src`] },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other; they share through src/components and src/lib.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureAreas.map((area) => ({
              target: `./apps/web/src/features/${area}`,
              from: './apps/web/src/features',
              except: [`./${area}`],
            })),
            ...featuresWithSurface.map((area) => ({
              target: './apps/web/src/app',
              from: `./apps/web/src/features/${area}`,
              except: surfaceFiles.map((file) => `./${file}`),
              message: `Import ${area} through features/${area}/index.ts or screens.ts.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules for the server: a promise nobody awaits loses its error and its ordering.
    files: ['apps/server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // A cycle between modules means neither owns the shared piece; it lives with its owner instead.
    files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: modulesWithSurface.flatMap((owner) =>
            serverModules
              .filter((module) => module !== owner)
              .map((module) => ({
                target: `./apps/server/src/modules/${module}`,
                from: `./apps/server/src/modules/${owner}`,
                except: ['./index.ts'],
                message: `Import ${owner} through modules/${owner}/index.ts.`,
              })),
          ),
        },
      ],
    },
  },
);
