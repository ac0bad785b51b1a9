import { Resource, Type, type Static } from '../../http/openapi/response-schema';

/** The answer to the gateway's delivery callback: 200 for unknown ids and repeats alike, so it never retries those. */
export const DeliveryCallbackReceivedSchema = Resource(
  'DeliveryCallbackReceived',
  {
    message: Type.String({ examples: ['Delivery report received.'] }),
    updated: Type.Integer({
      minimum: 0,
      description: 'Messages whose delivery status moved (0 for unknown ids, repeats, or reports kept for later)',
    }),
  },
  'A delivery callback received',
);
export type DeliveryCallbackReceived = Static<typeof DeliveryCallbackReceivedSchema>;
