import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';

const featureAreas = ['search', 'map', 'facility', 'auth', 'contribute', 'lists', 'claims', 'profile', 'settings', 'embed', 'dashboard', 'downloads'];

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
);
