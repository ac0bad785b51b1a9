import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { withBody } from '../../http/middleware/validate';
import { forgotPasswordBody, loginBody, registerBody, resetPasswordBody } from '../schemas/auth';
import { effectivePermissions } from '../../../domain/accounts/permissions';
import { AppError, forbidden, tooManyRequests } from '../../http/errors/errors';
import { presentSuperAdmin, presentUser } from '../presenters/user';
import type { Registration, Session } from '../presenters/session';
import { requestPasswordResetMail } from '../../../use-cases/accounts/password-reset-mail';
import { createAuthThrottle } from '../../../use-cases/accounts/auth-throttle';
import { logIn, registerAccount, resetPassword } from '../../../use-cases/accounts/registration';
import { clientAddress } from '../../http/auth/client-address';

/** Public account endpoints: register, login, forgot and reset password. */
export function createAuthRouter(deps: ApiDeps): Router {
  const router = Router();
  const throttle = createAuthThrottle(deps.sequelize, deps.config.authLimits, deps.logger, tooManyRequests);

  router.post(
    '/register',
    withBody(registerBody, async (req, res, input) => {
      await throttle.register(clientAddress(req));
      const { tenant, user, token } = await registerAccount(deps, input);
      res.status(201).json({
        message: 'Registration successful.',
        token,
        user_type: 'user',
        user: presentUser(user, tenant),
      } satisfies Registration);
    }),
  );

  router.post(
    '/login',
    withBody(loginBody, async (req, res, { email, password }) => {
      // Counted before the password is checked, for unknown emails alike: a spent budget answers 429 whatever the password.
      const attempt = await throttle.login(email, clientAddress(req));
      const login = await logIn(deps, email, password, attempt);
      switch (login.outcome) {
        case 'invalid_credentials':
          throw new AppError(401, 'invalid_credentials', 'Invalid credentials.');
        case 'inactive_organization':
          throw forbidden('Your organization is inactive. Contact support.');
        case 'super_admin': {
          res.json({
            token: login.token,
            user_type: 'super_admin',
            user: presentSuperAdmin(login.admin),
            permissions: [],
          } satisfies Session);
          return;
        }
        case 'user': {
          const { user } = login;
          res.json({
            token: login.token,
            user_type: 'user',
            user: presentUser(user, user.tenant),
            permissions: effectivePermissions(user.role, user.permissions),
          } satisfies Session);
        }
      }
    }),
  );

  // Answers at once and identically for every email: the lookup and the mail happen in a workflow. Beyond the
  // email's hourly mails the answer is the same and nothing is sent.
  router.post(
    '/forgot-password',
    withBody(forgotPasswordBody, async (_req, res, { email }) => {
      if (await throttle.resetMailAllowed(email)) await requestPasswordResetMail(deps, email);
      res.json({ message: 'If an account exists for this email, a password reset link has been sent.' });
    }),
  );

  router.post(
    '/reset-password',
    withBody(resetPasswordBody, async (req, res, input) => {
      const attempt = await throttle.reset(clientAddress(req));
      await resetPassword(deps, input, attempt);
      res.json({ message: 'Your password has been reset.' });
    }),
  );

  return router;
}
