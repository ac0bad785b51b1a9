import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import { paginationFields } from '../../http/pagination';
import { SCAN_CLOCK_SKEW_SECONDS } from '../../../domain/events/vocabulary';
import { admitsField, enumField, idField, optionalText } from './fields';

/** An ISO 8601 instant with its offset (`2026-12-12T16:05:00Z`), as a door device stamps an offline scan. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const scannedAtField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .test('instant', 'The scanned at must be a date-time with its offset, e.g. 2026-12-12T16:05:00Z.', (value) => {
      if (value === null || value === undefined) return true;
      return INSTANT.test(value) && !Number.isNaN(Date.parse(value));
    })
    .test('not-future', 'The scanned at may not be in the future.', (value) => {
      if (value === null || value === undefined || Number.isNaN(Date.parse(value))) return true;
      return Date.parse(value) <= Date.now() + SCAN_CLOCK_SKEW_SECONDS * 1000;
    });

export const createCheckInSchema = yup
  .object({
    code: yup
      .string()
      .trim()
      .min(1, 'The code may not be empty.')
      .max(64, 'The code may not be greater than 64 characters.'),
    invitee_id: idField('invitee id'),
    guests: admitsField('guests').default(1),
    door: optionalText('door', 100),
    scanned_at: scannedAtField(),
  })
  .test('one-card', 'Give the card code or the invitee id.', function (value) {
    if ((value.code !== undefined) !== (value.invitee_id !== undefined)) return true;
    return this.createError({
      path: 'code',
      message:
        value.code === undefined
          ? 'The code field is required when invitee id is not present.'
          : 'Give the code or the invitee id, not both.',
    });
  });

export const createCheckInBody = bodyContract(createCheckInSchema, (body) => ({
  card: body.code !== undefined ? { code: body.code } : { inviteeId: body.invitee_id! },
  guests: body.guests ?? 1,
  door: body.door ?? null,
  scannedAt: body.scanned_at ? new Date(body.scanned_at) : null,
}));

export const listCheckInsQuery = yup.object({
  ...paginationFields,
  /** true: only the check-ins an earlier scan superseded (a door page asks whether its own were); false: the others. */
  superseded: enumField('superseded', ['true', 'false'] as const),
});
export type ListCheckInsQuery = yup.InferType<typeof listCheckInsQuery>;
