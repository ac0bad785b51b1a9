import type { Operation } from '../operation';
import { DataOf, MessageOnly, Paginated } from '../response-schema';
import { BalancesSchema, CallerSchema, RegistrationSchema, SessionSchema } from '../../../accounts/presenters/session';
import { UserSchema } from '../../../accounts/presenters/user';
import { ManagedUserSchema } from '../../../accounts/presenters/tenant-user';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from '../../../accounts/schemas/auth';
import { createUserSchema, listUsersQuery, updateUserSchema } from '../../../accounts/schemas/users';

const tag = 'Accounts';
export const accountOperations: Operation[] = [
  {
    method: 'post',
    path: '/register',
    tag,
    summary: 'Register an organization and its first admin (30 per client address per hour, REGISTER_LIMIT_PER_HOUR)',
    public: true,
    body: registerSchema,
    success: {
      status: 201,
      description: 'The organization and its first admin, signed in',
      schema: RegistrationSchema,
    },
    errors: [422, 429],
  },
  {
    method: 'post',
    path: '/login',
    tag,
    summary:
      "Log in (platform admins first, then tenant users); after 10 failures per email or 100 per client address in 15 minutes every attempt answers 429, the right password too (a success before resets the email's count)",
    public: true,
    body: loginSchema,
    success: { status: 200, description: 'A session token and who it signs in', schema: SessionSchema },
    errors: [401, 403, 422, 429],
  },
  {
    method: 'post',
    path: '/forgot-password',
    tag,
    summary:
      'Mail a password reset token (same answer for unknown emails, and beyond 5 mails per email per hour, when nothing is sent)',
    public: true,
    body: forgotPasswordSchema,
    success: { status: 200, description: 'The same answer for every email', schema: MessageOnly },
    errors: [422],
  },
  {
    method: 'post',
    path: '/reset-password',
    tag,
    summary:
      'Reset the password with a mailed token (60 minutes, single use; 20 failures per client address in 15 minutes, then 429)',
    public: true,
    body: resetPasswordSchema,
    success: { status: 200, description: 'The password is reset', schema: MessageOnly },
    errors: [422, 429],
  },
  {
    method: 'get',
    path: '/me',
    tag,
    summary:
      "The caller: user, tenant, permissions, and committee roles (`event_roles`: each event the caller holds a role on, with the permissions it grants there; what the caller may do on an event is `permissions` and that event's role's together)",
    success: { status: 200, description: 'The caller', schema: CallerSchema },
  },
  {
    method: 'get',
    path: '/profile',
    tag,
    summary: "The caller's profile",
    success: { status: 200, description: 'The profile', schema: UserSchema },
  },
  {
    method: 'patch',
    path: '/profile',
    tag,
    summary: 'Update name, email or password (not with an API key)',
    sessionOnly: true,
    body: updateProfileSchema,
    success: { status: 200, description: 'The updated profile', schema: UserSchema },
    errors: [422],
  },
  {
    method: 'post',
    path: '/logout',
    tag,
    summary: 'Revoke the token used on this request (not an API key: revoke it with DELETE /api-keys/{id})',
    sessionOnly: true,
    success: { status: 200, description: 'The token is revoked', schema: MessageOnly },
  },
  {
    method: 'get',
    path: '/balance',
    tag: 'Credits',
    summary: 'Credit balances',
    success: { status: 200, description: 'The balances', schema: BalancesSchema },
  },
  {
    method: 'get',
    path: '/users',
    tag: 'Users',
    summary: 'List users of the organization',
    permission: ['users.view'],
    query: listUsersQuery,
    success: { status: 200, description: 'A page of users', schema: Paginated(ManagedUserSchema) },
    errors: [422],
  },
  {
    method: 'post',
    path: '/users',
    tag: 'Users',
    summary: 'Create a user (role admin only; nobody grants what it does not hold)',
    permission: ['users.add'],
    body: createUserSchema,
    success: { status: 201, description: 'The new user', schema: DataOf(ManagedUserSchema) },
    errors: [403, 422],
  },
  {
    method: 'get',
    path: '/users/{user_id}',
    tag: 'Users',
    summary: 'Show a user',
    permission: ['users.view'],
    success: { status: 200, description: 'The user', schema: DataOf(ManagedUserSchema) },
    errors: [404],
  },
  {
    method: 'put',
    path: '/users/{user_id}',
    tag: 'Users',
    summary:
      'Update name, email, role or permissions (role admin only; the last admin cannot be demoted; a `password` field is refused with 422: send a reset)',
    permission: ['users.edit'],
    body: updateUserSchema,
    success: { status: 200, description: 'The updated user', schema: DataOf(ManagedUserSchema) },
    errors: [403, 404, 422],
  },
  {
    method: 'delete',
    path: '/users/{user_id}',
    tag: 'Users',
    summary: 'Delete a user (role admin only; not yourself, not the last admin)',
    permission: ['users.delete'],
    success: { status: 200, description: 'The user is deleted', schema: MessageOnly },
    errors: [403, 404, 422],
  },
  {
    method: 'post',
    path: '/users/{user_id}/password-reset',
    tag: 'Users',
    summary: 'Mail the user a password reset link, as /forgot-password does (role admin only)',
    permission: ['users.edit'],
    success: { status: 202, description: 'The mail is on its way', schema: MessageOnly },
    errors: [403, 404],
  },
];
