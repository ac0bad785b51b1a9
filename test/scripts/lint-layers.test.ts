import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * The layer table of eslint.config.mjs, proved on small snippets linted at virtual paths of the repo: each forbidden
 * import (or write) yields its layer's error, and each allowed one (type imports where the table allows them) none.
 * The snippets never touch the disk: the layer rules are syntactic, so the one override turns off type information
 * for the fixture paths only (the project service knows no file that is not on disk); every other rule and block of
 * the repo's own config applies as to a real file there.
 */
const FIXTURE = '__layer_fixture__.ts';
const LAYER_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax', 'import-x/no-cycle']);

let eslint: ESLint;

/** The layer rules' messages (and any parse error) for `code` linted as the file at `filePath`. */
async function layerMessages(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.fatal || (m.ruleId !== null && LAYER_RULES.has(m.ruleId)));
}

async function assertRefused(filePath: string, code: string, rule: string, message: RegExp): Promise<void> {
  const messages = await layerMessages(filePath, code);
  assert.equal(messages.length, 1, `${filePath}: one layer error, got ${JSON.stringify(messages)}`);
  assert.equal(messages[0].ruleId, rule);
  assert.equal(messages[0].severity, 2, 'an error, so `npm run lint` fails on it');
  assert.match(messages[0].message, message);
}

async function assertAllowed(filePath: string, code: string): Promise<void> {
  assert.deepEqual(await layerMessages(filePath, code), [], filePath);
}

describe('lint: the layers (eslint.config.mjs)', () => {
  before(() => {
    eslint = new ESLint({
      cwd: path.resolve(__dirname, '../..'),
      overrideConfig: [{ files: [`**/${FIXTURE}`], ...tseslint.configs.disableTypeChecked }],
    });
  });

  it('domain/ imports nothing of the project: neither db/ nor infra/, not even a type', async () => {
    await assertRefused(
      `domain/messaging/${FIXTURE}`,
      "import { Tenant } from '../../db/models';\nexport const model = Tenant;\n",
      'no-restricted-imports',
      /domain\/ is pure rules/,
    );
    await assertRefused(
      `domain/webhooks/${FIXTURE}`,
      "import type { AppConfig } from '../../infra/config';\nexport type Config = AppConfig;\n",
      'no-restricted-imports',
      /domain\/ is pure rules/,
    );
    await assertAllowed(
      `domain/messaging/${FIXTURE}`,
      "import { NotFoundError } from './errors';\nexport const error = NotFoundError;\n",
    );
  });

  it('workflows/ import no database at runtime, no db/ and no activity code; types, contracts and the SDK are fine', async () => {
    await assertRefused(
      `workflows/${FIXTURE}`,
      "import { QueryTypes } from 'sequelize';\nexport const types = QueryTypes;\n",
      'no-restricted-imports',
      /Workflows are deterministic: no database/,
    );
    await assertRefused(
      `workflows/messaging/${FIXTURE}`,
      "import type { BatchProgress } from '../../db/messaging/batches';\nexport type Progress = BatchProgress;\n",
      'no-restricted-imports',
      /Workflows import @temporalio\/workflow, workflows\/contracts and activity types only/,
    );
    await assertRefused(
      `workflows/${FIXTURE}`,
      "import { createActivities } from '../activities';\nexport const activities = createActivities;\n",
      'no-restricted-imports',
      /Workflows import activity types only/,
    );
    await assertAllowed(
      `workflows/messaging/${FIXTURE}`,
      [
        "import { proxyActivities } from '@temporalio/workflow';",
        "import type { Sequelize } from 'sequelize';",
        "import type { createActivities } from '../../activities';",
        "import type { BatchProgress } from '../../activities/messaging/batches';",
        "import { batchWorkflowId } from '../contracts';",
        'export const { planBatchRound } = proxyActivities<ReturnType<typeof createActivities>>({ startToCloseTimeout: 1000 });',
        'export type Used = [Sequelize, BatchProgress, typeof batchWorkflowId];',
      ].join('\n'),
    );
  });

  it('activities/ reach db/ through a use-case: a db/ function is refused, a db/ type is not', async () => {
    await assertRefused(
      `activities/messaging/${FIXTURE}`,
      "import { readBatchState } from '../../db/messaging/batches';\nexport const read = readBatchState;\n",
      'no-restricted-imports',
      /An activity is one use-case call/,
    );
    await assertAllowed(
      `activities/messaging/${FIXTURE}`,
      [
        "import type { BatchProgress } from '../../db/messaging/batches';",
        "import { planBatchRound } from '../../use-cases/messaging/send/batch-rounds';",
        'export const plan = planBatchRound;',
        'export type Progress = BatchProgress;',
      ].join('\n'),
    );
  });

  it('api/ reads through db/ query functions but writes only through a use-case', async () => {
    await assertRefused(
      `api/contacts/${FIXTURE}`,
      "import { deleteContacts } from '../../db/contacts/contacts';\nexport const remove = deleteContacts;\n",
      'no-restricted-imports',
      /api\/ reads through db\/ query functions; a write goes through a use-case/,
    );
    await assertRefused(
      `api/contacts/${FIXTURE}`,
      "import { Contact } from '../../db/models';\nexport const rename = () => Contact.update({ name: 'x' }, { where: { id: 1 } });\n",
      'no-restricted-syntax',
      /api\/ writes no model/,
    );
    await assertRefused(
      `api/contacts/${FIXTURE}`,
      "import type { Sequelize } from 'sequelize';\nexport const inTx = (s: Sequelize) => s.transaction(async () => 1);\n",
      'no-restricted-syntax',
      /A transaction is orchestration/,
    );
    await assertAllowed(
      `api/contacts/${FIXTURE}`,
      "import { groupsOfContacts } from '../../db/contacts/contacts';\nexport const groups = groupsOfContacts;\n",
    );
  });

  it('use-cases/ start workflows by name: workflow code as a type only, contracts at runtime', async () => {
    await assertRefused(
      `use-cases/messaging/${FIXTURE}`,
      "import { sendBatchWorkflow } from '../../workflows/messaging/send-batch';\nexport const workflow = sendBatchWorkflow;\n",
      'no-restricted-imports',
      /Use-cases start workflows by name/,
    );
    await assertAllowed(
      `use-cases/messaging/${FIXTURE}`,
      [
        "import type { sendBatchWorkflow } from '../../workflows/messaging/send-batch';",
        "import { BATCH_CHANGED_SIGNAL } from '../../workflows/contracts';",
        'export const signal: string = BATCH_CHANGED_SIGNAL;',
        'export type Workflow = typeof sendBatchWorkflow;',
      ].join('\n'),
    );
  });

  it('db/ imports nothing above it, and infra/ nothing of the domain', async () => {
    await assertRefused(
      `db/messaging/${FIXTURE}`,
      "import { planBatchRound } from '../../use-cases/messaging/send/batch-rounds';\nexport const plan = planBatchRound;\n",
      'no-restricted-imports',
      /db\/ is persistence only/,
    );
    await assertRefused(
      `infra/${FIXTURE}`,
      "import { NotFoundError } from '../domain/messaging/errors';\nexport const error = NotFoundError;\n",
      'no-restricted-imports',
      /infra\/ is infrastructure/,
    );
  });

  it('console/ reaches the platform only through the typed client, and runs in the browser', async () => {
    await assertRefused(
      `console/src/dashboard/${FIXTURE}`,
      "import { presentUser } from '../../../api/accounts/presenters';\nexport const present = presentUser;\n",
      'no-restricted-imports',
      /only through the typed client/,
    );
    await assertRefused(
      `console/src/${FIXTURE}`,
      "import type { AppConfig } from '../../infra/config';\nexport type Config = AppConfig;\n",
      'no-restricted-imports',
      /only through the typed client/,
    );
    await assertRefused(
      `console/src/dashboard/${FIXTURE}`,
      "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      'no-restricted-imports',
      /runs in the browser/,
    );
    await assertAllowed(
      `console/src/dashboard/${FIXTURE}`,
      "import type { components } from '../../../clients/typescript/src';\nimport { unwrap } from '../data/errors';\n" +
        "export type Balances = components['schemas']['Balances'];\nexport const read = unwrap;\n",
    );
  });
});
