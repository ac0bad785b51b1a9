import * as yup from 'yup';
import { parseIsoDate } from '../../../domain/calendar/dar-calendar';
import { isClockTime } from '../../../domain/calendar/quiet-hours';
import { MAX_CARD_ADMITS, MAX_TZS_AMOUNT } from '../../../domain/events/vocabulary';

/** Optional text: trimmed, `''` stored as null. */
export const optionalText = (label: string, max: number) =>
  yup
    .string()
    .trim()
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** A real calendar day `YYYY-MM-DD` (1900–2199); `''` is null. */
export const isoDateField = (label: string) =>
  yup
    .string()
    .trim()
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .test('iso-date', `The ${label} must be a date in the form YYYY-MM-DD.`, (value) => {
      if (value === null || value === undefined) return true;
      const parsed = parseIsoDate(value);
      return parsed !== null && parsed.year >= 1900 && parsed.year < 2200;
    });

/** A clock time `HH:MM` (00:00–23:59), Dar es Salaam time; `''` is null. */
export const clockTimeField = (label: string) =>
  yup
    .string()
    .trim()
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .test('clock-time', `The ${label} must be a time of day in the form HH:MM (00:00 to 23:59).`, (value) =>
      value === null || value === undefined ? true : isClockTime(value),
    );

/** An `https://` link (a map, a page); `''` is null. */
export const httpsUrlField = (label: string) =>
  optionalText(label, 2000).test('https-url', `The ${label} must be an https:// link.`, (value) => {
    if (value === null || value === undefined) return true;
    if (!value.startsWith('https://')) return false;
    try {
      return new URL(value).hostname.includes('.');
    } catch {
      return false;
    }
  });

/** Whole Tanzanian shillings, never fractions: from `min` up to one trillion. */
export const amountField = (label: string, min: 0 | 1) =>
  yup
    .number()
    .typeError(`The ${label} must be a whole number of shillings.`)
    .integer(`The ${label} must be a whole number of shillings.`)
    .min(min, min === 0 ? `The ${label} may not be negative.` : `The ${label} must be greater than 0.`)
    .max(MAX_TZS_AMOUNT, `The ${label} may not be greater than ${MAX_TZS_AMOUNT}.`);

/** A record id in a body (int4 range). */
export const idField = (label: string) =>
  yup
    .number()
    .typeError(`The ${label} must be an integer.`)
    .integer(`The ${label} must be an integer.`)
    .positive(`The ${label} must be a positive integer.`)
    .max(2_147_483_647, `The ${label} is invalid.`);

/** One of a fixed set of strings, with a message listing them. */
export const enumField = <T extends string>(label: string, values: readonly T[]) =>
  yup.mixed<T>().oneOf(values, `The ${label} must be one of: ${values.join(', ')}.`);

/** true or false only (no "yes", no 1). */
export const booleanField = (label: string) =>
  yup.boolean().strict().typeError(`The ${label} field must be true or false.`);

/** The digits after the shared USSD service code that open an event (`*150*00*<code>#`); `''` is null. */
export const ussdCodeField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .matches(/^\d{1,8}$/, 'The ussd code must be 1 to 8 digits.');

/** How many guests a card admits: a whole number from 1 to MAX_CARD_ADMITS. */
export const admitsField = (label = 'admits') =>
  yup
    .number()
    .typeError(`The ${label} must be a whole number.`)
    .integer(`The ${label} must be a whole number.`)
    .min(1, `The ${label} must be at least 1.`)
    .max(MAX_CARD_ADMITS, `The ${label} may not be greater than ${MAX_CARD_ADMITS}.`);
