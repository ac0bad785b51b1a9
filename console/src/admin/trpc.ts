import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../clients/trpc';
import { ApiError } from '../data/errors';

export type AdminClient = ReturnType<typeof createAdminClient>;
export type AdminOutputs = inferRouterOutputs<AppRouter>['admin'];

/**
 * The admin tRPC router's client with the platform admin's token, typed from the router itself. `onUnauthorized` runs
 * when a call answers 401 (the session expired or was revoked): the console then goes back to sign in.
 */
export const createAdminClient = (token: string, onUnauthorized: () => void) =>
  createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${window.location.origin}/trpc`,
        headers: () => ({ authorization: `Bearer ${token}` }),
        fetch: async (url, init) => {
          const response = await fetch(url, init);
          if (response.status === 401) onUnauthorized();
          return response;
        },
      }),
    ],
  });

/**
 * A procedure's refusal as the console's ApiError, so ErrorAlert shows it as it shows the REST API's: its HTTP status,
 * the REST code when the server gave one (`error_code`), else tRPC's own code in lower case.
 */
export async function call<Data>(work: () => Promise<Data>): Promise<Data> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof TRPCClientError)) throw err;
    const data = err.data as { httpStatus?: number; code?: string; error_code?: string } | undefined;
    throw new ApiError(
      data?.httpStatus ?? 0,
      data?.error_code ?? data?.code?.toLowerCase() ?? 'server_error',
      err.message,
    );
  }
}
