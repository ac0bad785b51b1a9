import { initTRPC, TRPCError } from '@trpc/server';
import type { TrpcContext } from './context';
import { AppError } from '../errors/errors';
import { databaseErrorToAppError } from '../errors/database-errors';
import { domainErrorToHttp } from '../errors/error-table';

// isDev off: tRPC would otherwise put server stack traces into error responses whenever NODE_ENV is not production.
// A refusal the error table (or an AppError) answered carries the REST answer's code as `data.error_code`, beside
// tRPC's own `data.code`; errors tRPC coded itself (input validation, a procedure's NOT_FOUND) have none.
const t = initTRPC.context<TrpcContext>().create({
  isDev: false,
  errorFormatter: ({ shape, error }) =>
    error.cause instanceof AppError ? { ...shape, data: { ...shape.data, error_code: error.cause.code } } : shape,
});

const HTTP_TO_TRPC: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/**
 * Maps what a procedure threw to TRPCError in one place, as the REST error handler does for HTTP: our AppError and the
 * domain's refusals (the REST error table, api/http/errors/error-table.ts) by their status with their message, bad
 * input that PostgreSQL refused as BAD_REQUEST (CONFLICT for a clash), anything else as a logged server error without
 * its message. Errors tRPC coded itself (an input that failed validation: BAD_REQUEST) stay as they are.
 */
const mapErrors = t.middleware(async ({ ctx, path, next }) => {
  const result = await next();
  if (result.ok || result.error.code !== 'INTERNAL_SERVER_ERROR') return result;
  const cause = result.error.cause;
  const answer = cause instanceof AppError ? cause : domainErrorToHttp(cause);
  if (answer) {
    throw new TRPCError({
      code: HTTP_TO_TRPC[answer.status] ?? 'INTERNAL_SERVER_ERROR',
      message: answer.message,
      cause: answer,
    });
  }
  const fromDatabase = databaseErrorToAppError(cause);
  if (fromDatabase) {
    throw new TRPCError({
      code: fromDatabase.status === 409 ? 'CONFLICT' : 'BAD_REQUEST',
      message: fromDatabase.message,
      cause: fromDatabase,
    });
  }
  ctx.deps.logger.error({ err: cause, path }, 'unhandled tRPC error');
  throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Server error.' });
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapErrors);

/** Platform admins only: no token → UNAUTHORIZED, a tenant user's token → FORBIDDEN. */
export const superAdminProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth)
    throw new TRPCError({
      code: ctx.authError?.status === 403 ? 'FORBIDDEN' : 'UNAUTHORIZED',
      message: ctx.authError?.message ?? 'Unauthenticated.',
    });
  if (ctx.auth.kind !== 'super_admin')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Platform admin access required.' });
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});
