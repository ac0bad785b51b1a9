import * as yup from 'yup';
import { parseUserDateTime } from '../../domain/calendar/dar-datetime';

const DESCRIPTION =
  'ISO 8601 datetime. With Z or an offset (2026-12-01T06:00:00Z, 2026-12-01T09:00+03:00) it is that instant; ' +
  'without one (2026-12-01 09:00, 2026-12-01T09:00:00) it is Dar es Salaam time (UTC+3): all four examples name 06:00Z.';

/**
 * A datetime in a body, read by parseUserDateTime (no offset: Dar es Salaam time) instead of yup's own parser, which
 * reads a zone-less datetime in the host's time zone and accepts whatever Date.parse does. The label is the
 * OpenAPI description.
 */
export const userDateTimeField = (label: string) =>
  yup
    .date()
    .transform((value: Date | null, original: unknown) =>
      typeof original === 'string' ? (parseUserDateTime(original) ?? new Date(Number.NaN)) : value,
    )
    .typeError(`The ${label} must be a valid ISO 8601 datetime.`)
    .label(DESCRIPTION)
    .nullable();
