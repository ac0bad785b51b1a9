import type { CreateExpressContextOptions } from '@trpc/server/adapters/express';
import type { ApiDeps } from '../deps';
import type { AuthContext } from '../auth/auth-context';
import { resolveAuth } from '../auth/tokens';
import { AppError } from '../errors/errors';

export interface TrpcContext {
  deps: ApiDeps;
  /** Undefined when the request carries no valid token; `authError` says why. */
  auth?: AuthContext;
  authError?: AppError;
}

/** Builds the context from the bearer token; auth failures are kept for the procedure guards to report. */
export const createContextFactory =
  (deps: ApiDeps) =>
  async ({ req }: CreateExpressContextOptions): Promise<TrpcContext> => {
    try {
      return {
        deps,
        auth: await resolveAuth(deps.sequelize, deps.config.jwtSecret, req.headers.authorization, deps.authCache),
      };
    } catch (err) {
      if (err instanceof AppError) return { deps, authError: err };
      throw err;
    }
  };
