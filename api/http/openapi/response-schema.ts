import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';

/**
 * The building blocks of the response schemas. A resource's schema lives beside its presenter (api/<area>/presenters),
 * which is typed by it (`(…): Static<typeof MessageSchema> => ({…})`), so the document and the answers cannot drift: a
 * field added, dropped or retyped in one fails the type check of the other. A schema given a `$id` becomes a named
 * component of /openapi.json (api/http/openapi/components.ts); the rest are written in place.
 */
export { Type, type Static, type TSchema };

/** `T | null`: a field that is always present and may be null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The interface's instant: ISO 8601 UTC with microseconds and a trailing Z (infra/timestamps.ts). */
export const Timestamp = Type.String({ format: 'date-time', examples: ['2026-11-23T09:15:02.120000Z'] });
export const NullableTimestamp = Nullable(Timestamp);

/** A calendar date, `YYYY-MM-DD`. */
export const DateOnly = Type.String({ format: 'date', examples: ['2026-12-24'] });

/** A record id. */
export const Id = Type.Integer({ minimum: 1 });

/** A phone number in E.164 (`+255712345678`). */
export const Phone = Type.String({ examples: ['+255712345678'] });

/** `{id, name}` of a linked record (the sender of a message, its contact, its group). */
export const NamedRef = Type.Object({ id: Id, name: Type.String() });

/** A closed object: every field required unless wrapped in Type.Optional, nothing else allowed. */
export const Resource = <P extends TProperties>(name: string, properties: P, description?: string) =>
  Type.Object(properties, { $id: name, additionalProperties: false, ...(description ? { description } : {}) });

/** `{data: T}`: the answer carrying one record. */
export const DataOf = <T extends TSchema>(schema: T) => Type.Object({ data: schema }, { additionalProperties: false });

/** `{message, data: T}`: a record with the sentence that describes what was done to it. */
export const MessageAndData = <T extends TSchema>(schema: T) =>
  Type.Object({ message: Type.String(), data: schema }, { additionalProperties: false });

/** `{message}` alone. */
export const MessageOnly = Type.Object({ message: Type.String() }, { additionalProperties: false });

const PageLinks = Type.Object(
  { first: Type.String(), last: Type.String(), prev: Nullable(Type.String()), next: Nullable(Type.String()) },
  { $id: 'PageLinks', additionalProperties: false },
);

const PageMeta = Type.Object(
  {
    current_page: Type.Integer({ minimum: 1 }),
    last_page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    from: Nullable(Type.Integer({ minimum: 1 })),
    to: Nullable(Type.Integer({ minimum: 1 })),
    path: Type.String(),
    total_is_estimate: Type.Optional(
      Type.Boolean({ description: "A search above 1,000 matches: `total` is PostgreSQL's estimate" }),
    ),
  },
  { $id: 'PageMeta', additionalProperties: false },
);

/** The paginated envelope of every list (docs/decisions.md §5, api/http/pagination.ts). */
export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), links: PageLinks, meta: PageMeta }, { additionalProperties: false });

/** A paginated envelope with more top-level fields beside it (a list's totals). */
export const PaginatedWith = <T extends TSchema, P extends TProperties>(item: T, extra: P) =>
  Type.Object({ data: Type.Array(item), links: PageLinks, meta: PageMeta, ...extra }, { additionalProperties: false });

export type { TObject };
