import type { Operation } from '../operation';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, updateProfileSchema } from '../../../accounts/schemas/auth';
import { createUserSchema, listUsersQuery, updateUserSchema } from '../../../accounts/schemas/users';

const tag = 'Accounts';
export const accountOperations: Operation[] = [
  { method: 'post', path: '/register', tag, summary: 'Register an organization and its first admin (30 per client address per hour, REGISTER_LIMIT_PER_HOUR)', public: true, body: registerSchema, success: { status: 201, description: '{message, token, user_type, user}' }, errors: [422, 429] },
  { method: 'post', path: '/login', tag, summary: 'Log in (platform admins first, then tenant users); after 10 failures per email or 100 per client address in 15 minutes every attempt answers 429, the right password too (a success before resets the email\'s count)', public: true, body: loginSchema, success: { status: 200, description: '{token, user_type, user, permissions}' }, errors: [401, 403, 422, 429] },
  { method: 'post', path: '/forgot-password', tag, summary: 'Mail a password reset token (same answer for unknown emails, and beyond 5 mails per email per hour, when nothing is sent)', public: true, body: forgotPasswordSchema, success: { status: 200, description: '{message}' }, errors: [422] },
  { method: 'post', path: '/reset-password', tag, summary: 'Reset the password with a mailed token (60 minutes, single use; 20 failures per client address in 15 minutes, then 429)', public: true, body: resetPasswordSchema, success: { status: 200, description: '{message}' }, errors: [422, 429] },
  { method: 'get', path: '/me', tag, summary: 'The caller: user, tenant and permissions', success: { status: 200, description: '{user_type, user, tenant, permissions}' } },
  { method: 'get', path: '/profile', tag, summary: 'The caller\'s profile', success: { status: 200, description: '{id, name, email, role, tenant}' } },
  { method: 'patch', path: '/profile', tag, summary: 'Update name, email or password', body: updateProfileSchema, success: { status: 200, description: 'the updated profile' }, errors: [422] },
  { method: 'post', path: '/logout', tag, summary: 'Revoke the token used on this request', success: { status: 200, description: '{message}' } },
  { method: 'get', path: '/balance', tag: 'Credits', summary: 'Credit balances', success: { status: 200, description: '{sms_balance, chat_balance}' } },
  { method: 'get', path: '/users', tag: 'Users', summary: 'List users of the organization', permission: ['users.view'], query: listUsersQuery, success: { status: 200, description: 'paginated users' } },
  { method: 'post', path: '/users', tag: 'Users', summary: 'Create a user (role admin only; nobody grants what it does not hold)', permission: ['users.add'], body: createUserSchema, success: { status: 201, description: '{data: user}' }, errors: [403, 422] },
  { method: 'get', path: '/users/{user_id}', tag: 'Users', summary: 'Show a user', permission: ['users.view'], success: { status: 200, description: '{data: user}' }, errors: [404] },
  { method: 'put', path: '/users/{user_id}', tag: 'Users', summary: 'Update name, email, role or permissions (role admin only; the last admin cannot be demoted; a `password` field is refused with 422: send a reset)', permission: ['users.edit'], body: updateUserSchema, success: { status: 200, description: '{data: user}' }, errors: [403, 404, 422] },
  { method: 'delete', path: '/users/{user_id}', tag: 'Users', summary: 'Delete a user (role admin only; not yourself, not the last admin)', permission: ['users.delete'], success: { status: 200, description: '{message}' }, errors: [403, 404, 422] },
  { method: 'post', path: '/users/{user_id}/password-reset', tag: 'Users', summary: 'Mail the user a password reset link, as /forgot-password does (role admin only)', permission: ['users.edit'], success: { status: 202, description: '{message}' }, errors: [403, 404] },
];
