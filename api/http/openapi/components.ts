/**
 * Turns a response schema into its document form: every sub-schema named by a `$id` (response-schema.ts `Resource`)
 * is moved to `components.schemas` once and referred to by `$ref` wherever it appears, so `Message` is one component
 * whether it is answered alone, in a page or inside a batch. Two different schemas under one name are a programming
 * error and fail the document's build.
 */
export class SchemaComponents {
  readonly schemas: Record<string, unknown> = {};

  /** The schema with its named parts replaced by `$ref`s (and registered). */
  reference(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map((item) => this.reference(item));
    if (schema === null || typeof schema !== 'object') return schema;
    const { $id, ...rest } = schema as Record<string, unknown>;
    const body = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, this.reference(value)]));
    if (typeof $id !== 'string') return body;
    const existing = this.schemas[$id];
    if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(body))
      throw new Error(`Two different response schemas are named ${$id}`);
    this.schemas[$id] = body;
    return { $ref: `#/components/schemas/${$id}` };
  }
}
