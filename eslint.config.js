import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    'node_modules/',
    'vendor/',
    'public/',
    'storage/',
    'bootstrap/',
    'bench/',
    'packages/',
    'resources/js/generated/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@inertiajs/react',
              importNames: ['Link'],
              message: "Import Link from '@/components/ui/link': a plain link there costs no hooks per render.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // A form the browser submits before the app is live must not put what was typed (a password) in the address.
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message: 'Give every <form> its method: "post" for a form that sends a change, "get" for a search or filter.',
        },
      ],
    },
  },
  {
    // The UI kit's Link hands anything more than a plain link to Inertia's.
    files: ['resources/js/components/ui/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['*.{js,ts}', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright's fixtures name what they depend on in an object pattern (empty for nothing) and hand over their
    // value with `use`, which is no React hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
]);
