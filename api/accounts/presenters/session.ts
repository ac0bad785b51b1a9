import { Nullable, Resource, Type, type Static } from '../../http/openapi/response-schema';
import { PermissionSchema, TenantSchema, UserSchema } from './user';
import { EventRoleSchema } from '../../events/presenters/event-role';

/** Who signed in: a tenant's user, or a platform admin (who holds no tenant permission). */
const UserType = Type.Union([Type.Literal('user'), Type.Literal('super_admin')]);

export const SessionSchema = Resource(
  'Session',
  {
    token: Type.String({ description: 'The session token: send it as `Authorization: Bearer …`' }),
    user_type: UserType,
    user: UserSchema,
    permissions: Type.Array(PermissionSchema, {
      description: "The user's effective permissions; [] for a platform admin",
    }),
  },
  'A new session: its token and who it signs in',
);
export type Session = Static<typeof SessionSchema>;

export const RegistrationSchema = Resource(
  'Registration',
  {
    message: Type.String({ examples: ['Registration successful.'] }),
    token: Type.String({ description: 'A session token for the new admin' }),
    user_type: Type.Literal('user'),
    user: UserSchema,
  },
  'A registered organization: its first admin, signed in',
);
export type Registration = Static<typeof RegistrationSchema>;

export const CallerSchema = Resource(
  'Caller',
  {
    user_type: UserType,
    user: UserSchema,
    tenant: Nullable(TenantSchema),
    permissions: Type.Array(PermissionSchema, {
      description: "The caller's permissions (an API key's own); [] for a platform admin",
    }),
    event_roles: Type.Array(EventRoleSchema, {
      description:
        "The caller's committee roles, each granting its permissions on its event only, besides `permissions`; [] for an API key (a key has no roles) and a platform admin",
    }),
  },
  'The caller of GET /me: its user, organization, permissions and committee roles',
);
export type Caller = Static<typeof CallerSchema>;

export const BalancesSchema = Resource(
  'Balances',
  {
    sms_balance: Type.Integer({ description: 'SMS credits held', examples: [1200] }),
    chat_balance: Type.Integer({ description: 'Chat credits held', examples: [300] }),
  },
  "The organization's credit balances",
);
export type Balances = Static<typeof BalancesSchema>;
