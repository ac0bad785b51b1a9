import assert from 'node:assert/strict';
import axios, { type AxiosResponse } from 'axios';
import { testEnv } from '../helpers/env';
import { contractViolations } from '../helpers/response-contract';

interface DocumentOperation {
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

/** The area's paths: contacts and their imports, groups, templates, settings, dashboard. */
const AREA = /^\/(contacts|groups|templates|settings|dashboard)(\/|$)/;

/** An answer as the test client sees it, for a request it did not have to send. */
const answer = (method: string, path: string, status: number, data: unknown, contentType = 'application/json') =>
  ({
    status,
    data,
    headers: { 'content-type': `${contentType}; charset=utf-8` },
    config: { method },
    request: { path: `/api${path}` },
  }) as unknown as AxiosResponse;

describe('the contacts area in /openapi.json', () => {
  it('names the schema of every success answer of contacts, groups, templates, settings and the dashboard', async () => {
    const res = await axios.get<{ paths: Record<string, Record<string, DocumentOperation>> }>(
      `${testEnv().baseUrl}/openapi.json`,
    );
    const operations = Object.entries(res.data.paths)
      .filter(([path]) => AREA.test(path))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    assert.equal(operations.length, 24);
    const untyped = operations.filter(({ op }) => {
      const [status, success] = Object.entries(op.responses).find(([code]) => code.startsWith('2'))!;
      const schema = success.content?.['application/json']?.schema;
      return status === '204' || !schema || (schema.type === 'object' && !schema.properties);
    });
    assert.deepEqual(
      untyped.map(({ path, method }) => `${method.toUpperCase()} ${path}`),
      [],
    );
  });

  it('declares the 503 of an import whose upload readers are all busy', () => {
    const busy = {
      message: 'The server is busy reading other uploads. Please try again shortly.',
      code: 'server_busy',
    };
    for (const path of ['/contacts/import/csv', '/contacts/import/vcf']) {
      assert.deepEqual(contractViolations(answer('post', path, 503, busy)), [], path);
    }
  });

  it('refuses an import answer without its failed rows, and a contact with a field the schema does not list', () => {
    const imported = {
      message: 'Import finished: 1 imported, 0 updated, 1 skipped.',
      imported: 1,
      updated: 0,
      skipped: 1,
    };
    assert.match(
      contractViolations(answer('post', '/contacts/import/csv', 200, imported)).join(),
      /must have required property 'errors'/,
    );
    const contact = {
      id: 1,
      name: 'Neema Mushi',
      phone: '255712000001',
      email: null,
      birth_date: null,
      groups: [],
      created_at: '2026-11-28T09:00:00.000000Z',
      updated_at: '2026-11-28T09:00:00.000000Z',
    };
    assert.deepEqual(contractViolations(answer('get', '/contacts/1', 200, { data: contact })), []);
    assert.match(
      contractViolations(answer('get', '/contacts/1', 200, { data: { ...contact, tenant_id: 7 } })).join(),
      /must NOT have additional properties/,
    );
  });
});
