export type PlaceholderValues = Record<string, string | number | null | undefined>;

/** A placeholder: `{` ASCII letters, digits or `_` `}`. Any other brace is literal text (`{ }`, `{50%}`). */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The distinct placeholder names in `text`, in order of first appearance: what the renderer would try to fill. */
export function placeholderNames(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/**
 * Fills `{name}`-style placeholders (docs/decisions.md §5): a known placeholder with no value renders as empty text,
 * an unknown placeholder stays exactly as written. Used for templates, group sends and event stages.
 */
export function renderPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, key)) return whole;
    const value = values[key];
    return value === null || value === undefined ? '' : String(value);
  });
}
