import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const serverModules = fs.readdirSync('apps/server/src/modules', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
// Modules with a named public surface (their index.ts); other modules import nothing else of theirs.
const modulesWithSurface = ['facilities', 'lists'];

const featureAreas = ['search', 'map', 'facility', 'auth', 'contribute', 'lists', 'claims', 'profile', 'settings', 'embed', 'dashboard', 'downloads', 'find-os-ids'];

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
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other; they share through src/components and src/lib.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: featureAreas.map((area) => ({
            target: `./apps/web/src/features/${area}`,
            from: './apps/web/src/features',
            except: [`./${area}`],
          })),
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
