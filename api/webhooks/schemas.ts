import * as yup from 'yup';
import { bodyContract } from '../http/middleware/validate';
import { paginationFields } from '../http/pagination';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from '../../domain/webhooks/event-types';

const eventTypeList = WEBHOOK_EVENT_TYPES.join(', ');
const emptyAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const urlField = () => yup.string().trim().max(2000, 'The url may not be greater than 2000 characters.');
const eventsField = () =>
  yup
    .array()
    .min(1, 'Choose at least one event.')
    .max(20, 'The events may not have more than 20 items.')
    .of(
      yup
        .string()
        .required('The event type may not be empty.')
        .oneOf([...WEBHOOK_EVENT_TYPES], `The event type must be one of: ${eventTypeList}.`),
    );
const descriptionField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .max(255, 'The description may not be greater than 255 characters.')
    .transform((value: string | null) => (value === '' ? null : value));

/** `POST /webhook-endpoints`: where to send and which events (the URL itself is checked by use-cases/webhooks/url-policy.ts). */
export const createWebhookEndpointSchema = yup.object({
  url: urlField().required('The url field is required.'),
  events: eventsField().required('The events field is required.'),
  description: descriptionField(),
});
export const createWebhookEndpointBody = bodyContract(createWebhookEndpointSchema, (body) => ({
  url: body.url,
  events: body.events,
  description: body.description ?? null,
}));

/** `PATCH /webhook-endpoints/{id}`: any of the creation fields, checked the same way, and `enabled`. */
export const updateWebhookEndpointSchema = yup.object({
  url: urlField().test('present', 'The url may not be empty.', (value) => value === undefined || value !== ''),
  events: eventsField().default(undefined),
  description: descriptionField(),
  enabled: yup.boolean().strict().typeError('The enabled field must be true or false.'),
});
/** Only the fields sent. */
export const updateWebhookEndpointBody = bodyContract(updateWebhookEndpointSchema, (body) => ({
  ...(body.url !== undefined ? { url: body.url } : {}),
  ...(body.events !== undefined ? { events: body.events } : {}),
  ...(body.description !== undefined ? { description: body.description } : {}),
  ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
}));

export const listWebhookEndpointsQuery = yup.object({ ...paginationFields });

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** `GET /webhook-endpoints/{id}/deliveries`: newest first, optionally one status and one event type. */
export const listDeliveriesQuery = yup.object({
  ...paginationFields,
  status: yup
    .string()
    .transform(emptyAsAbsent)
    .trim()
    .oneOf([...DELIVERY_STATUSES], `The status must be one of: ${DELIVERY_STATUSES.join(', ')}.`),
  type: yup
    .string()
    .transform(emptyAsAbsent)
    .trim()
    .oneOf([...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE], `The type must be one of: ${eventTypeList}, ${TEST_EVENT_TYPE}.`),
});
export type ListDeliveriesQuery = yup.InferType<typeof listDeliveriesQuery>;
