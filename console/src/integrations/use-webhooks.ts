import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookEventType = components['schemas']['WebhookEventType'];
export type WebhookEndpointInput = operations['postWebhookEndpoints']['requestBody']['content']['application/json'];
export type WebhookEndpointChange = operations['patchWebhookEndpoint']['requestBody']['content']['application/json'];

/** The event names an endpoint can subscribe to, in the document's order. */
export const WEBHOOK_EVENTS: WebhookEventType[] = [
  'message.status',
  'chat.status',
  'batch.completed',
  'purchase.approved',
  'invitee.rsvp',
  'event.payment',
  'balance.low',
];

/** At most 10 endpoints per organisation: one page holds them all. */
const ENDPOINTS_PER_PAGE = 10;
export const DELIVERIES_PER_PAGE = 20;

/** GET /webhook-endpoints (organisation admins): every endpoint, newest first, never their secrets. */
export function useWebhookEndpoints() {
  const { api } = useSession();
  return useQuery({
    queryKey: ['webhook-endpoints'],
    queryFn: async () =>
      unwrap(await api.GET('/webhook-endpoints', { params: { query: { per_page: ENDPOINTS_PER_PAGE } } })).data,
  });
}

/** GET /webhook-endpoints/{id}: one endpoint with its health. */
export function useWebhookEndpoint(id: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['webhook-endpoints', id],
    queryFn: async () =>
      unwrap(
        await api.GET('/webhook-endpoints/{webhook_endpoint_id}', { params: { path: { webhook_endpoint_id: id } } }),
      ).data,
  });
}

/** GET /webhook-endpoints/{id}/deliveries: a page of events sent to it, read again while one is still pending. */
export function useWebhookDeliveries(id: number, page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['webhook-endpoints', id, 'deliveries', page],
    queryFn: async () =>
      unwrap(
        await api.GET('/webhook-endpoints/{webhook_endpoint_id}/deliveries', {
          params: { path: { webhook_endpoint_id: id }, query: { page, per_page: DELIVERIES_PER_PAGE } },
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((d) => d.status === 'pending') ? 2_000 : false),
  });
}

/** The endpoints (and their deliveries) are read again after any change. */
function useEndpointsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['webhook-endpoints'] });
}

/** POST /webhook-endpoints: the answer holds the signing secret, shown this once. */
export function useCreateWebhookEndpoint() {
  const { api } = useSession();
  const changed = useEndpointsChanged();
  return useMutation({
    mutationFn: async (body: WebhookEndpointInput) => unwrap(await api.POST('/webhook-endpoints', { body })).data,
    onSuccess: changed,
  });
}

/** PATCH /webhook-endpoints/{id}: url, events, description or enabled. */
export function useUpdateWebhookEndpoint(id: number) {
  const { api } = useSession();
  const changed = useEndpointsChanged();
  return useMutation({
    mutationFn: async (body: WebhookEndpointChange) =>
      unwrap(
        await api.PATCH('/webhook-endpoints/{webhook_endpoint_id}', {
          params: { path: { webhook_endpoint_id: id } },
          body,
        }),
      ).data,
    onSuccess: changed,
  });
}

/** POST /webhook-endpoints/{id}/rotate-secret: the new secret, shown this once (the old one signs for 24 hours more). */
export function useRotateWebhookSecret(id: number) {
  const { api } = useSession();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/webhook-endpoints/{webhook_endpoint_id}/rotate-secret', {
          params: { path: { webhook_endpoint_id: id } },
        }),
      ).data,
  });
}

/** POST /webhook-endpoints/{id}/test: a signed webhook.test event, which then shows among the deliveries. */
export function useTestWebhookEndpoint(id: number) {
  const { api } = useSession();
  const changed = useEndpointsChanged();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/webhook-endpoints/{webhook_endpoint_id}/test', {
          params: { path: { webhook_endpoint_id: id } },
        }),
      ),
    onSuccess: changed,
  });
}

/** DELETE /webhook-endpoints/{id}, with its undelivered events and history; then `onDeleted` (its page is gone). */
export function useDeleteWebhookEndpoint(id: number, onDeleted: () => void) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.DELETE('/webhook-endpoints/{webhook_endpoint_id}', {
          params: { path: { webhook_endpoint_id: id } },
        }),
      ),
    onSuccess: async () => {
      onDeleted();
      queryClient.removeQueries({ queryKey: ['webhook-endpoints', id] });
      await queryClient.invalidateQueries({ queryKey: ['webhook-endpoints'], exact: true });
    },
  });
}

/** POST …/deliveries/{delivery_id}/redeliver: the same event again, as a new attempt. */
export function useRedeliver(endpointId: number) {
  const { api } = useSession();
  const changed = useEndpointsChanged();
  return useMutation({
    mutationFn: async (deliveryId: number) =>
      unwrap(
        await api.POST('/webhook-endpoints/{webhook_endpoint_id}/deliveries/{delivery_id}/redeliver', {
          params: { path: { webhook_endpoint_id: endpointId, delivery_id: deliveryId } },
        }),
      ).data,
    onSuccess: changed,
  });
}
