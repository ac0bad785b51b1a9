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
          { group: ['sequelize', 'pg', '../db/*', '../activities/*', '../use-cases/*', '../infra/*', '../../db/*', '../../activities/*', '../../use-cases/*', '../../infra/*', '@temporalio/client', '@temporalio/worker', '@temporalio/activity'], message: 'Workflows may only import types from these.', allowTypeImports: true },
        ],
      }],
    },
  },
  // The layering (README, Architecture): api/ never loads workflow or activity code; types flow from activities/ to
  // workflows/, never back; the domain and data layers never reach up into api/ or activities/; lib/infra/ knows
  // nothing of the domain. Use-cases start workflows by name, importing only workflows/ids at run time.
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/activities', '**/activities/**', '**/workflows', '**/workflows/**'], message: 'api/ calls use-cases in lib/; it imports activities and workflows as types only.', allowTypeImports: true },
      ] }],
    },
  },
  {
    files: ['activities/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/workflows', '**/workflows/**'], message: 'Types flow from activities to workflows, never back.' },
        { group: ['**/api', '**/api/**'], message: 'Activities share use-cases in lib/, never api/ code.' },
      ] }],
    },
  },
  {
    files: ['use-cases/**/*.ts', 'domain/**/*.ts', 'db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/api', '**/api/**', '**/activities', '**/activities/**'], message: 'Use-cases and data code never reach up into api/ or activities/.', allowTypeImports: true },
        { group: ['**/workflows/**', '!**/workflows/contracts'], message: 'Start workflows by name; import workflow code as types only.', allowTypeImports: true },
      ] }],
    },
  },
  {
    files: ['infra/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/db', '**/db/**', '**/api/**', '**/activities/**', '**/workflows/**', '**/use-cases/**', '**/domain/**'], message: 'infra/ is infrastructure: it knows nothing of the domain.', allowTypeImports: true },
      ] }],
    },
  },
  // Tests read untyped JSON bodies.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['eslint.config.mjs'], ...tseslint.configs.disableTypeChecked },
);
