import type { Operation } from './operation';

/** An OpenAPI Link Object: the operation a client can call next, with its path parameters taken from this exchange. */
export interface Link {
  operationId: string;
  parameters: Record<string, string>;
  description: string;
}

const PARAMETER = /\{(\w+)\}/g;
const pathParameters = (path: string): string[] => [...path.matchAll(PARAMETER)].map((m) => m[1]!);

/** The answer's field holding the created record's key: `data.id` for an `…_id` parameter, else `data.<parameter>`. */
const createdKey = (parameter: string): string =>
  parameter.endsWith('_id') ? '$response.body#/data/id' : `$response.body#/data/${parameter}`;

const VERBS: Record<Operation['method'], string> = {
  get: 'Read',
  put: 'Update',
  patch: 'Update',
  delete: 'Delete',
  post: 'Act on',
};

/** Answers that are `{data: record}` although their record is read elsewhere than under their own path. */
const EXTRA_ITEM_PATHS: Record<string, string> = {
  'POST /sms/send': '/messages/{message_id}',
};

/**
 * The links of a create's 201 answer: `POST /contacts` → every operation on `/contacts/{contact_id}` (read, update,
 * delete), with `contact_id` from the answer's `data.id` and any parameter of the create's own path (`event_id` of
 * `POST /events/{event_id}/invitees`) from the request. Only 201 answers carry the `{data: record}` this relies on.
 */
export function createdLinks(
  op: Operation,
  operations: readonly Operation[],
  operationId: (op: Operation) => string,
): Record<string, Link> | undefined {
  if (op.method !== 'post' || op.success.status !== 201) return undefined;
  const itemPath =
    EXTRA_ITEM_PATHS[`POST ${op.path}`] ??
    operations.find((o) => o.path.startsWith(op.path) && /^\/\{\w+\}$/.test(o.path.slice(op.path.length)))?.path;
  if (!itemPath) return undefined;
  const own = new Set(pathParameters(op.path));
  const targets = operations.filter((o) => o.path === itemPath);
  const links = targets.map((target): [string, Link] => {
    const id = operationId(target);
    const parameters = Object.fromEntries(
      pathParameters(target.path).map((p) => [p, own.has(p) ? `$request.path.${p}` : createdKey(p)]),
    );
    return [
      id,
      {
        operationId: id,
        parameters,
        description: `${VERBS[target.method]} the record just created`,
      },
    ];
  });
  return links.length > 0 ? Object.fromEntries(links) : undefined;
}
