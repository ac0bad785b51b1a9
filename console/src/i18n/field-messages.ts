import i18next from 'i18next';

/**
 * The API writes a 422's field messages in English, in a few fixed forms ("The name field is required.", "The name
 * may not be greater than 255 characters."). Beside the field they need not name it, so each form has one short text
 * per language (`fieldMessages.*`), its numbers kept (named groups). A message of no known form stays as the API
 * wrote it.
 */
const FORMS: Array<{ pattern: RegExp; key: string }> = [
  { pattern: /^The .+? (field )?is required\.$/, key: 'required' },
  { pattern: /^The .+? may not be empty\.$/, key: 'empty' },
  { pattern: /^The .+? may not be greater than (?<n>[\d,]+) characters\.$/, key: 'maxLength' },
  { pattern: /^The .+? must be at least (?<n>[\d,]+) characters\.$/, key: 'minLength' },
  { pattern: /^The .+? may not be greater than (?<n>[\d,]+)\.$/, key: 'max' },
  { pattern: /^The .+? must be at least (?<n>[\d,]+)\.$/, key: 'min' },
  { pattern: /^The .+? must be (an integer|a whole number)\.$/, key: 'integer' },
  { pattern: /^The .+? must be a positive integer\.$/, key: 'positive' },
  { pattern: /^The .+? must be a whole number of shillings\.$/, key: 'shillings' },
  { pattern: /^The .+? must be (?<from>\d+) to (?<to>\d+) digits\b/, key: 'digits' },
  { pattern: /^The .+? must be a valid email address\.$/, key: 'email' },
  { pattern: /^The phone must be a valid Tanzanian mobile number\b/, key: 'phone' },
  { pattern: /^The .+? has already been taken\.$/, key: 'taken' },
  { pattern: /^The .+? confirmation does not match\.$/, key: 'confirmation' },
  { pattern: /^The .+? must have at least 1 item\.$/, key: 'atLeastOne' },
  { pattern: /^The .+? may not have more than (?<n>[\d,]+) items\.$/, key: 'maxItems' },
  { pattern: /^The .+? must be a date in the future\.$/, key: 'future' },
  { pattern: /^The .+? may not be in the future\.$/, key: 'notFuture' },
  { pattern: /^The .+? is invalid\.$/, key: 'invalid' },
];

/** One field message of the API in the console's language (English: as the API wrote it, naming the field). */
export function fieldMessage(message: string): string {
  if (i18next.language === 'en') return message;
  for (const { pattern, key } of FORMS) {
    const match = pattern.exec(message);
    if (match) return i18next.t(`fieldMessages.${key}`, { ...match.groups });
  }
  return message;
}
