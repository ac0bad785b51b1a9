import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { validateBody } from '../../http/middleware/validate';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, type RegisterInput, type ResetPasswordInput } from '../schemas/auth';
import { findLoginAccount, registerOrganization, slugTaken, emailTaken } from '../../../db/accounts/accounts';
import { consumePasswordReset } from '../../../db/accounts/password-resets';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../http/auth/passwords';
import { issueToken } from '../../http/auth/tokens';
import { effectivePermissions } from '../../http/auth/permissions';
import { AppError, forbidden, validationFailed, unprocessable } from '../../http/errors/errors';
import { presentUser } from '../presenters/user';
import { requestPasswordResetMail } from '../../../use-cases/accounts/password-reset-mail';
import { clientAddress, createAuthThrottle } from '../../http/auth/auth-throttle';

/** Public account endpoints: register, login, forgot and reset password. */
export function createAuthRouter(deps: ApiDeps): Router {
  const router = Router();
  const tokenSettings = deps.config;
  const throttle = createAuthThrottle(deps.sequelize, deps.config.authLimits, deps.logger);

  router.post('/register', validateBody(registerSchema), async (req, res) => {
    const input = req.body as RegisterInput;
    await throttle.register(clientAddress(req));
    const errors: Record<string, string[]> = {};
    if (await slugTaken(deps.sequelize, input.org_name)) errors.org_name = ['An organization with this name already exists.'];
    if (await emailTaken(deps.sequelize, input.email)) errors.email = ['The email has already been taken.'];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const { tenant, user } = await registerOrganization(deps.sequelize, {
      orgName: input.org_name, phone: input.phone, name: input.name, email: input.email,
      passwordHash: await hashPassword(input.password),
    });
    const token = await issueToken(deps.sequelize, tokenSettings, { kind: 'user', userId: user.id });
    res.status(201).json({ message: 'Registration successful.', token, user_type: 'user', user: presentUser(user, tenant) });
  });

  router.post('/login', validateBody(loginSchema), async (req, res) => {
    const { email, password } = req.body as { email: string; password: string };
    // Counted before the password is checked, for unknown emails alike: a spent budget answers 429 whatever the password.
    const attempt = await throttle.login(email, clientAddress(req));
    const account = await findLoginAccount(email);
    if (!account) {
      await burnPasswordCheck(password);
      throw new AppError(401, 'Invalid credentials.');
    }
    const hash = account.kind === 'super_admin' ? account.admin.passwordHash : account.user.passwordHash;
    if (!(await verifyPassword(hash, password))) throw new AppError(401, 'Invalid credentials.');
    await attempt.succeeded();
    if (account.kind === 'super_admin') {
      const token = await issueToken(deps.sequelize, tokenSettings, { kind: 'super_admin', adminId: account.admin.id });
      const { id, name, email: adminEmail } = account.admin;
      res.json({ token, user_type: 'super_admin', user: { id, name, email: adminEmail, role: 'super_admin', tenant: null }, permissions: [] });
      return;
    }
    const { user } = account;
    if (!user.tenant.isActive) throw forbidden('Your organization is inactive. Contact support.');
    const token = await issueToken(deps.sequelize, tokenSettings, { kind: 'user', userId: user.id });
    res.json({ token, user_type: 'user', user: presentUser(user, user.tenant), permissions: effectivePermissions(user.role, user.permissions) });
  });

  // Answers at once and identically for every email: the lookup and the mail happen in a workflow. Beyond the
  // email's hourly mails the answer is the same and nothing is sent.
  router.post('/forgot-password', validateBody(forgotPasswordSchema), async (req, res) => {
    const { email } = req.body as { email: string };
    if (await throttle.resetMailAllowed(email)) await requestPasswordResetMail(deps, email);
    res.json({ message: 'If an account exists for this email, a password reset link has been sent.' });
  });

  router.post('/reset-password', validateBody(resetPasswordSchema), async (req, res) => {
    const input = req.body as ResetPasswordInput;
    const attempt = await throttle.reset(clientAddress(req));
    const ok = await consumePasswordReset(deps.sequelize, {
      token: input.token, email: input.email, passwordHash: await hashPassword(input.password),
    });
    if (!ok) throw unprocessable('This password reset token is invalid or has expired.', { errors: { token: ['This password reset token is invalid or has expired.'] } });
    await attempt.succeeded();
    deps.authCache?.forgetAll();
    res.json({ message: 'Your password has been reset.' });
  });

  return router;
}
