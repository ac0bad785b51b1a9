import { createApiClient, type ApiClient } from '../../../clients/typescript/src';

/**
 * The typed client acting with `token`, on the site that served the console. `onUnauthorized` runs when a call made
 * with a token answers 401 (the session expired or was revoked): the console then goes back to sign in.
 */
export function createConsoleClient(token: string | null, onUnauthorized: () => void): ApiClient {
  const client = createApiClient(window.location.origin, token ?? undefined);
  if (token) {
    client.use({
      onResponse({ response }) {
        if (response.status === 401) onUnauthorized();
      },
    });
  }
  return client;
}
