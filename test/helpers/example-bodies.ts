import type { JsonSchema } from './openapi';
import { freshPhone } from './contacts';

let counter = 0;

/** Fields whose rules JSON Schema cannot state, by name: a value each rule accepts. */
const EXAMPLES: Record<string, () => unknown> = {
  // A number of its own: a contact's phone is unique per organization, and a send's recipient is traced back to it.
  phone: () => freshPhone().local,
  to: () => freshPhone().local,
  payer_phone: () => '0712345678',
  birth_date: () => '1990-05-17',
  sender_id: () => 'INFO',
  numbers: () => [freshPhone().local],
  // An API key needs at least one; the admin creating it holds them all.
  permissions: () => ['contacts.view'],
  sms_quantity: () => 500,
  language: () => 'sw',
  // Quiet hours, in Dar es Salaam time.
  start: () => '20:00',
  end: () => '08:00',
  email: () => `example-${Date.now().toString(36)}-${counter++}@example.com`,
  // Event days: an event and its pledge deadline ahead, a payment already made, a recurring stage's last day far out.
  event_date: () => isoDay(30),
  pledge_deadline: () => isoDay(20),
  payment_date: () => isoDay(-1),
  end_at: () => '2099-12-31',
  // An event's hours (Dar es Salaam) and its place on a map.
  starts_at: () => '14:00',
  ends_at: () => '22:00',
  location_url: () => 'https://maps.example.com/venue',
  // An event's USSD code is unique across organizations: one of its own (8 digits).
  ussd_code: () => `${Date.now() % 1_000_000}`.padStart(6, '0') + `${counter++ % 100}`.padStart(2, '0'),
};

/** `YYYY-MM-DD`, `days` from now. */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Id fields in bodies name other records: left out unless required (the tenant-isolation test fills them itself). */
export const isIdField = (name: string, schema: JsonSchema): boolean =>
  /(^|_)ids?$/.test(name) && [schema.type, schema.items?.type].flat().includes('integer');

/**
 * A body the schema accepts, built from /openapi.json: every field that is not an id, with a value its rules take
 * (password fields get a valid password, dates lie in the future, numbers sit at their minimum).
 */
export function exampleBody(schema: JsonSchema, name = ''): unknown {
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((v) => v !== null);
  if (name in EXAMPLES) return EXAMPLES[name]();
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key, field]) => !isIdField(key, field) || (schema.required ?? []).includes(key))
          .map(([key, field]) => [key, exampleBody(field, key)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        exampleBody(schema.items ?? {}, name.replace(/s$/, '')),
      );
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (/password/.test(name)) return 'password-123';
      if (schema.format === 'date-time') return new Date(Date.now() + 7 * 86_400_000).toISOString();
      return 'Example';
    default:
      return null;
  }
}
