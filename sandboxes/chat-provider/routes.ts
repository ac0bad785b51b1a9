/**
 * The Graph routes of docs/providers.md §3.5.1, mounted after the version prefix is stripped: the phone number's
 * `/messages`, the WABA's `/message_templates`, and `GET /{id}` of the phone number, the WABA and each template.
 * Only the configured ids exist; anything else is code 100, subcode 33.
 */
import { Router, type Request } from 'express';
import { graphErrors } from './graph-errors';
import { submitSend, type SendDeps } from './send';
import { listTemplatePage, parseFields, parseListingQuery, presentTemplate } from './template-listing';

export interface GraphIds {
  phoneNumberId: string;
  wabaId: string;
  displayPhoneNumber: string;
}

export interface GraphRouterDeps extends SendDeps {
  ids: GraphIds;
  maxPageSize: number;
}

/** The absolute link of another page: the request as made (version included), with the cursor swapped. */
function pageUrlOf(req: Request) {
  return (param: 'after' | 'before', cursor: string): string => {
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
    url.searchParams.delete('after');
    url.searchParams.delete('before');
    url.searchParams.set(param, cursor);
    return url.toString();
  };
}

function phoneNumberNode(ids: GraphIds): Record<string, unknown> {
  const digits = ids.displayPhoneNumber;
  return {
    verified_name: 'Sandbox Business',
    code_verification_status: 'VERIFIED',
    display_phone_number: `+${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`,
    quality_rating: 'GREEN',
    platform_type: 'CLOUD_API',
    throughput: { level: 'STANDARD' },
    id: ids.phoneNumberId,
  };
}

function wabaNode(ids: GraphIds): Record<string, unknown> {
  return {
    name: 'Sandbox WhatsApp Business Account',
    currency: 'USD',
    timezone_id: '88',
    message_template_namespace: 'b1c2d3e4_f5a6_4b7c_8d9e_sandbox00001',
    id: ids.wabaId,
  };
}

/** A node restricted to `fields` (plus `id`), refusing fields the node does not have. */
function selectFields(node: Record<string, unknown>, rawFields: unknown, nodeType: string): Record<string, unknown> {
  const fields = parseFields(
    typeof rawFields === 'string' && rawFields !== '' ? rawFields : null,
    Object.keys(node),
    nodeType,
  );
  if (fields === null) return node;
  return Object.fromEntries([...new Set([...fields, 'id'])].map((field) => [field, node[field]]));
}

export function createGraphRouter(deps: GraphRouterDeps): Router {
  const router = Router();
  const { ids, store } = deps;

  router.post('/:id/messages', (req, res) => {
    if (req.params.id !== ids.phoneNumberId) throw graphErrors.unknownObject('POST', req.params.id);
    res.json(submitSend(deps, req.body));
  });

  router.get('/:id/message_templates', (req, res) => {
    if (req.params.id !== ids.wabaId) throw graphErrors.unknownObject('GET', req.params.id);
    res.json(listTemplatePage(store.templates, parseListingQuery(req.query, deps.maxPageSize), pageUrlOf(req)));
  });

  router.get('/:id', (req, res) => {
    const { id } = req.params;
    if (id === ids.phoneNumberId) {
      res.json(selectFields(phoneNumberNode(ids), req.query.fields, 'WhatsAppBusinessPhoneNumber'));
      return;
    }
    if (id === ids.wabaId) {
      res.json(selectFields(wabaNode(ids), req.query.fields, 'WhatsAppBusinessAccount'));
      return;
    }
    const template = store.templates.find((candidate) => candidate.id === id);
    if (!template) throw graphErrors.unknownObject('GET', id);
    res.json(selectFields(presentTemplate(template, null), req.query.fields, 'WhatsAppMessageTemplate'));
  });

  return router;
}
