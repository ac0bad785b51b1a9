import assert from 'node:assert/strict';
import axios from 'axios';
import { testEnv } from '../helpers/env';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { createEvent } from '../helpers/events';
import { freshPhone } from '../helpers/contacts';

interface Link {
  operationId: string;
  parameters: Record<string, string>;
}
interface DocOperation {
  operationId: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { links?: Record<string, Link> }>;
}
type Document = { paths: Record<string, Record<string, DocOperation>> };

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path, op })),
  );

const pathParams = (op: DocOperation) => (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);

/** The value of a runtime expression of the subset the document uses: `$request.path.x`, `$response.body#/a/b`. */
function evaluate(expression: string, exchange: { requestPath: Record<string, unknown>; body: unknown }): unknown {
  const fromRequest = expression.match(/^\$request\.path\.(\w+)$/);
  if (fromRequest) return exchange.requestPath[fromRequest[1]];
  const fromBody = expression.match(/^\$response\.body#(\/.*)$/);
  assert.ok(fromBody, `unsupported runtime expression ${expression}`);
  return fromBody[1]
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], exchange.body);
}

/** The path of the linked operation, its parameters taken from the create's request and answer. */
function followedPath(doc: Document, link: Link, exchange: Parameters<typeof evaluate>[1]) {
  const target = operationsOf(doc).find((o) => o.op.operationId === link.operationId);
  assert.ok(target, link.operationId);
  const path = target.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(evaluate(link.parameters[name], exchange)),
  );
  return { method: target.method, path };
}

describe('OpenAPI links: a create answer leads to its record', () => {
  let doc: Document;
  let owner: TenantSession;
  before(async () => {
    doc = (await axios.get<Document>(`${testEnv().baseUrl}/openapi.json`)).data;
    owner = await createTenantSession();
  });

  it('names existing operations and gives each exactly its path parameters, from the request or the answer', () => {
    const all = operationsOf(doc);
    const links = all.flatMap(({ path, op }) =>
      Object.values(op.responses).flatMap((r) => Object.values(r.links ?? {}).map((link) => ({ path, op, link }))),
    );
    assert.ok(links.length >= 20, `links found: ${links.length}`);
    for (const { path, op, link } of links) {
      const target = all.find((o) => o.op.operationId === link.operationId);
      assert.ok(target, `${op.operationId} links to unknown ${link.operationId}`);
      assert.deepEqual(Object.keys(link.parameters).sort(), pathParams(target.op).sort(), link.operationId);
      for (const expression of Object.values(link.parameters)) {
        const own = expression.match(/^\$request\.path\.(\w+)$/)?.[1];
        if (own) assert.ok(pathParams(op).includes(own), `${path}: ${expression}`);
        else assert.match(expression, /^\$response\.body#\/data\/\w+$/);
      }
    }
    const contactLinks = doc.paths['/contacts'].post.responses['201'].links ?? {};
    assert.deepEqual(Object.keys(contactLinks).sort(), ['deleteContact', 'getContact', 'putContact']);
    assert.deepEqual(contactLinks.getContact.parameters, { contact_id: '$response.body#/data/id' });
  });

  it('reads and deletes the contact POST /contacts created, through its links', async () => {
    const created = await owner.api.post('/contacts', { name: 'Asha Mrisho', phone: freshPhone().local });
    assert.equal(created.status, 201);
    const links = doc.paths['/contacts'].post.responses['201'].links ?? {};
    const exchange = { requestPath: {}, body: created.data };
    const read = followedPath(doc, links.getContact, exchange);
    const got = await owner.api.get(read.path);
    assert.equal(got.status, 200);
    assert.equal(got.data.data.id, created.data.data.id);
    const remove = followedPath(doc, links.deleteContact, exchange);
    assert.equal(remove.method, 'delete');
    assert.equal((await owner.api.delete(remove.path)).status, 200);
    assert.equal((await owner.api.get(read.path)).status, 404);
  });

  it('reaches a nested record with its parent from the request path (invitee of an event)', async () => {
    const event = await createEvent(owner);
    const created = await owner.api.post(`/events/${event.id}/invitees`, { name: 'Juma', phone: freshPhone().local });
    assert.equal(created.status, 201);
    const links = doc.paths['/events/{event_id}/invitees'].post.responses['201'].links ?? {};
    const update = followedPath(doc, links.putEventInvitee, {
      requestPath: { event_id: event.id },
      body: created.data,
    });
    assert.equal(update.path, `/events/${event.id}/invitees/${created.data.data.id}`);
    const updated = await owner.api.put(update.path, { name: 'Juma Ali' });
    assert.equal(updated.status, 200);
    assert.equal(updated.data.data.name, 'Juma Ali');
  });

  it('leads from a sent SMS to GET /messages/{message_id}', () => {
    const links = doc.paths['/sms/send'].post.responses['201'].links ?? {};
    assert.deepEqual(links.getMessage?.parameters, { message_id: '$response.body#/data/id' });
  });
});
