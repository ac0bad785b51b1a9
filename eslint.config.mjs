// ESLint flat config: typescript-eslint with type information, as the Temporal samples use it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', '.tools/', '.data/', 'dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // An un-awaited activity, query or request is a bug.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Workflow code is replayed: no Node built-ins, no database, no providers (temporal.md §5).
    files: ['workflows/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'fs', 'path', 'crypto', 'http', 'https', 'net', 'child_process', 'os'], message: 'Workflows are deterministic: no Node built-ins.' },
          { group: ['sequelize', 'pg', '../db/*', '../activities/*', '../lib/*', '@temporalio/client', '@temporalio/worker', '@temporalio/activity'], message: 'Workflows may only import types from these.', allowTypeImports: true },
        ],
      }],
    },
  },
  // Tests read untyped JSON bodies.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['eslint.config.mjs'], ...tseslint.configs.disableTypeChecked },
);
