// ESLint flat config: typescript-eslint with type information, as the Temporal samples use it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** The layer table's level: 'error' gates `npm run lint`; 'warn' lists the violations without failing. */
const LAYER_LEVEL = 'error';
/** A relative import of these top-level folders, from any depth (a package such as @temporalio/worker is not one). */
const layer = (...names) => `^(\\.{1,2}/)+(${names.join('|')})(/|$)`;
/** The verbs of db/ functions that write (functions are named verb first: createOnlinePurchase, approveSenderId). */
const DB_WRITE_NAMES =
  '^(add|apply|approve|attach|cancel|change|claim|consume|create|credit|debit|delete|detach|disable|enable|grant|insert|lock|mark|record|refund|register|reject|release|remove|replace|request|revoke|save|set|settle|store|take|touch|update|upsert|write)[A-Z]';
/** Model statics that write. */
const MODEL_WRITES = '/^(create|bulkCreate|update|upsert|destroy|increment|decrement|restore|truncate|findOrCreate)$/';

export default tseslint.config(
  // The clients' generated code is written by its generators (npm run clients), not by us.
  { ignores: ['node_modules/', '.tools/', '.data/', 'dist/', 'clients/typescript/src/schema.d.ts', 'clients/python/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // An un-awaited activity, query or request is a bug.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // The layers (style.md, "Our layout"): api and activities → use-cases → db → domain; infra for all but domain and
  // workflows; workflows import @temporalio/workflow, workflows/contracts and activity types only; api reads through
  // db's query functions but writes only through a use-case. One block per layer, so no two overlap on a file.
  {
    files: ['workflows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        LAYER_LEVEL,
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'http', 'https', 'net', 'child_process', 'os'],
              message: 'Workflows are deterministic: no Node built-ins (docs/temporal.md §5).',
            },
            {
              group: ['sequelize', 'pg', '@temporalio/client', '@temporalio/worker', '@temporalio/activity'],
              message: 'Workflows are deterministic: no database, no client, no worker.',
              allowTypeImports: true,
            },
            {
              regex: layer('api', 'use-cases', 'db', 'domain', 'infra', 'worker'),
              message: 'Workflows import @temporalio/workflow, workflows/contracts and activity types only.',
            },
            { regex: layer('activities'), message: 'Workflows import activity types only.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['activities/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        LAYER_LEVEL,
        {
          patterns: [
            { regex: layer('workflows'), message: 'Types flow from activities to workflows, never back.' },
            { regex: layer('api'), message: 'Activities call use-cases, never api/ code.' },
            {
              regex: layer('db'),
              message: 'An activity is one use-case call: it reaches db/ through use-cases/.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        LAYER_LEVEL,
        {
          patterns: [
            {
              regex: layer('activities', 'workflows'),
              message: 'api/ calls use-cases; it imports activities and workflows as types only.',
              allowTypeImports: true,
            },
            {
              regex: '^(\\.{1,2}/)+db/(?!models(/|$)|sequelize$)',
              importNamePattern: DB_WRITE_NAMES,
              message: 'api/ reads through db/ query functions; a write goes through a use-case.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        LAYER_LEVEL,
        {
          selector: `CallExpression[callee.object.name=/^[A-Z]/][callee.property.name=${MODEL_WRITES}]`,
          message: 'api/ writes no model: a write goes through a use-case.',
        },
        // Awaited, so a stream's or a socket's destroy() is not taken for a row's.
        {
          selector:
            'AwaitExpression > CallExpression[callee.property.name=/^(save|update|destroy|increment|decrement)$/]:not([callee.object.name=/^[A-Z]/])',
          message: 'api/ writes no model: a write goes through a use-case.',
        },
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'A transaction is orchestration: it belongs to a use-case.',
        },
      ],
    },
  },
  {
    files: ['use-cases/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        LAYER_LEVEL,
        {
          patterns: [
            {
              regex: layer('api', 'activities', 'worker'),
              message: 'Use-cases never reach up into api/, activities/ or worker/.',
              allowTypeImports: true,
            },
            {
              regex: '^(\\.{1,2}/)+workflows(/(?!contracts$)|$)',
              message: 'Use-cases start workflows by name (workflows/contracts); workflow code as types only.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        LAYER_LEVEL,
        {
          patterns: [
            {
              regex: layer('api', 'activities', 'worker', 'workflows', 'use-cases'),
              message: 'db/ is persistence only: it imports domain/ and infra/, nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        LAYER_LEVEL,
        {
          patterns: [
            {
              regex: layer('api', 'activities', 'worker', 'workflows', 'use-cases', 'db', 'infra'),
              message: 'domain/ is pure rules: it imports nothing of the project outside domain/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['infra/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        LAYER_LEVEL,
        {
          patterns: [
            {
              regex: layer('api', 'activities', 'worker', 'workflows', 'use-cases', 'db', 'domain'),
              message: 'infra/ is infrastructure: it knows nothing of the domain.',
            },
          ],
        },
      ],
    },
  },
  // The console is a client of the API: it imports the typed client (clients/typescript) and its own files, never
  // the server's layers, and runs in the browser (no Node built-ins).
  {
    files: ['console/**/*.{ts,tsx,mts}'],
    rules: {
      'no-restricted-imports': [
        LAYER_LEVEL,
        {
          patterns: [
            {
              regex: layer(
                'api',
                'use-cases',
                'db',
                'domain',
                'infra',
                'workflows',
                'activities',
                'worker',
                'sandboxes',
              ),
              message: 'The console reaches the platform only through the typed client (clients/typescript).',
            },
            {
              regex: layer('scripts', 'test', 'bench'),
              message: 'The console imports only its own files and the client.',
            },
            { group: ['node:*'], message: 'The console runs in the browser.' },
          ],
        },
      ],
      // The admin console's tRPC client is typed by the router's type (clients/trpc); a value import would bundle
      // server code into the browser.
      '@typescript-eslint/no-restricted-imports': [
        LAYER_LEVEL,
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+clients/trpc(/|$)',
              allowTypeImports: true,
              message: 'Only the router type comes from clients/trpc (import type).',
            },
          ],
        },
      ],
    },
  },
  // No runtime import cycles (type imports are erased, so they may go both ways).
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': [LAYER_LEVEL, { ignoreExternal: true }] },
  },
  // Tests read untyped JSON bodies.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['eslint.config.mjs'], ...tseslint.configs.disableTypeChecked },
);
