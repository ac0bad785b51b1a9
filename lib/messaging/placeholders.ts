export type PlaceholderValues = Record<string, string | number | null | undefined>;

/**
 * Fills `{name}`-style placeholders (decisions §5): a known placeholder with no value renders as empty text,
 * an unknown placeholder stays exactly as written. Used for templates, group sends and event stages.
 */
export function renderPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, key)) return whole;
    const value = values[key];
    return value === null || value === undefined ? '' : String(value);
  });
}
