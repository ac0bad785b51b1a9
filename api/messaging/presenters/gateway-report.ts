import { Nullable, Type, type Static } from '../../http/openapi/response-schema';

/**
 * `/delivery-reports` and `/sms-logs` answer the gateway's own JSON (docs/interface.md §4.5), holding only the rows of
 * the organization's messages: the fields we know are described, the gateway's others pass through (so both are open).
 */
const GatewayStatusSchema = Type.Object(
  {
    groupId: Type.Integer(),
    groupName: Type.String({ examples: ['DELIVERED'] }),
    id: Type.Integer(),
    name: Type.String({ examples: ['DELIVERED_TO_HANDSET'] }),
    description: Type.String(),
  },
  { additionalProperties: true },
);

export const GatewayReportSchema = Type.Object(
  {
    messageId: Type.Union([Type.String(), Type.Integer()], { description: "The gateway's message id" }),
    to: Type.Optional(Type.String({ examples: ['255712345678'] })),
    from: Type.Optional(Type.String()),
    text: Type.Optional(Type.String()),
    reference: Type.Optional(Nullable(Type.String({ description: 'Ours: the platform message id' }))),
    sentAt: Type.Optional(Type.String()),
    doneAt: Type.Optional(Nullable(Type.String())),
    status: Type.Optional(GatewayStatusSchema),
    error: Type.Optional(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          description: Type.Optional(Type.String()),
          permanent: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: true },
      ),
    ),
  },
  {
    $id: 'GatewayReport',
    additionalProperties: true,
    description: "A row of the gateway's delivery reports or send log, as the gateway gave it",
  },
);

export const GatewayResultsSchema = Type.Object(
  { results: Type.Array(GatewayReportSchema) },
  {
    $id: 'GatewayResults',
    additionalProperties: true,
    description: "The gateway's JSON, restricted to the organization's messages (its other fields pass through)",
  },
);
export type GatewayResults = Static<typeof GatewayResultsSchema>;
