/**
 * Formats an instant as the interface's timestamp: ISO 8601 UTC with microseconds and a trailing Z
 * (`2026-11-23T09:15:02.120000Z`). JavaScript dates carry milliseconds, so the last three digits are 0.
 */
export function formatTimestamp(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** Formats a DATEONLY value as `YYYY-MM-DD`. */
export function formatDate(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return value.toISOString().slice(0, 10);
}
