import { testEnv } from './env';

/** The reset tokens mailed to `email` so far, oldest first; undefined until there are at least `atLeast`. */
export function resetTokensMailedTo(email: string, atLeast: number): string[] | undefined {
  const tokens = testEnv()
    .mailer.outbox.filter((mail) => mail.to === email)
    .map((mail) => mail.text.match(/token to reset your password: ([0-9a-f]{64})/)?.[1])
    .filter((token): token is string => token !== undefined);
  return tokens.length >= atLeast ? tokens : undefined;
}
