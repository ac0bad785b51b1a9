/**
 * Control characters no text of ours may hold: C0 except tab, line feed and carriage return (CRLF is legitimate SMS
 * text), DEL and C1. NUL in particular never reaches PostgreSQL: it refuses it in text, and Sequelize's escaping
 * would otherwise store it silently as the two characters `\0`.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** Whether any string inside `value` (at any depth, keys included) holds a control character; absurd nesting counts. */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (typeof value !== 'object' || value === null) return false;
  if (depth > 64) return true;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacters(key) || containsControlCharacters(item, depth + 1),
  );
}
