import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Sequelize } from 'sequelize';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AuthLimitsConfig } from '../../infra/config';
import type { Logger } from '../../infra/logger';
import { createPostgresLimiter } from '../../infra/postgres-limiter';

/** Created by the migration 20261205090000-auth-limits, in the library's schema. */
const TABLE = 'auth_limits';
const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 3600;

/** Counts `points` per `seconds` per key in PostgreSQL, so that every API process draws on the same budget. */
const budget = (sequelize: Sequelize, keyPrefix: string, points: number, seconds: number, clearExpired = false) =>
  // Expired rows of the whole table are deleted every 5 minutes: by one of the budgets, not by each.
  createPostgresLimiter(sequelize, { tableName: TABLE, keyPrefix, points, durationSeconds: seconds, clearExpired });

/** An email as a key: hashed, so the table holds no addresses and no key outgrows its column. */
const emailKey = (email: string): string => createHash('sha256').update(email).digest('base64url');

/**
 * The client's address as a key (api/http/auth/client-address.ts gives it req.ip, which trusts X-Forwarded-For from
 * loopback proxies only). An IPv6 client counts by its /64: a subscriber's network hands it any address of it.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head, tail] = address.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    groups.push(...Array<string>(8 - groups.length - rest.length).fill('0'), ...rest);
  }
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** An attempt already counted against its budgets; `succeeded` gives back what a success should not cost. */
export interface Attempt {
  succeeded(): Promise<void>;
}

export interface AuthThrottle {
  /** Counts a login attempt against the email and the address before the password is checked; 429 when either is spent. */
  login(email: string, address: string): Promise<Attempt>;
  /** Counts a registration against the address; 429 when spent (never, with the limit at 0). */
  register(address: string): Promise<void>;
  /** Whether a reset mail may go to this email now (counted when it may). */
  resetMailAllowed(email: string): Promise<boolean>;
  /** Counts a password reset against the address before the token is checked; 429 when spent. */
  reset(address: string): Promise<Attempt>;
}

type Counted = [limiter: RateLimiterPostgres, key: string];

/** The error a spent budget answers with (the API's 429 with Retry-After): the caller's, so no HTTP is in here. */
export type Refusal = (message: string, retryAfterSeconds: number) => Error;

const refusal = (reason: unknown): RateLimiterRes | undefined =>
  reason instanceof RateLimiterRes ? reason : undefined;

/**
 * Takes one point from each budget up front, so that concurrent guesses cannot all pass a check made before any of
 * them failed. When one is spent the attempt does not happen: the others get their point back and the answer is 429.
 */
async function take(
  counted: Counted[],
  message: string,
  engaged: (limit: string) => void,
  refuse: Refusal,
): Promise<void> {
  const results = await Promise.allSettled(counted.map(([limiter, key]) => limiter.consume(key)));
  const failure = results.find((result) => result.status === 'rejected' && !refusal(result.reason));
  if (failure?.status === 'rejected') throw failure.reason;
  const refused = counted.flatMap(([limiter], i) => {
    const res = refusal(results[i]?.status === 'rejected' ? results[i].reason : undefined);
    return res ? [{ limiter, res }] : [];
  });
  if (refused.length === 0) return;
  await Promise.all(
    counted.filter((_, i) => results[i]?.status === 'fulfilled').map(([limiter, key]) => limiter.reward(key)),
  );
  // Logged once per key and window, when its budget is first exceeded, not for every refused request of an attack.
  refused
    .filter(({ limiter, res }) => res.consumedPoints === limiter.points + 1)
    .forEach(({ limiter }) => engaged(limiter.keyPrefix));
  throw refuse(message, Math.max(...refused.map(({ res }) => res.msBeforeNext)) / 1000);
}

/**
 * The throttles of the public account endpoints against password guessing, from the configured counts; a spent budget
 * throws what `refuse` makes.
 */
export function createAuthThrottle(
  sequelize: Sequelize,
  limits: AuthLimitsConfig,
  logger: Logger,
  refuse: Refusal,
): AuthThrottle {
  const loginEmail = budget(sequelize, 'login_email', limits.loginFailuresPerEmail, FIFTEEN_MINUTES, true);
  const loginAddress = budget(sequelize, 'login_address', limits.loginFailuresPerAddress, FIFTEEN_MINUTES);
  const registration =
    limits.registrationsPerAddressPerHour > 0
      ? budget(sequelize, 'register_address', limits.registrationsPerAddressPerHour, HOUR)
      : undefined;
  const resetMail = budget(sequelize, 'reset_mail_email', limits.resetMailsPerEmailPerHour, HOUR);
  const resetAddress = budget(sequelize, 'reset_address', limits.resetFailuresPerAddress, FIFTEEN_MINUTES);
  const log = (address: string) => (limit: string) =>
    logger.warn({ limit, address }, 'authentication throttle engaged');

  return {
    async login(email, address) {
      const counted: Counted[] = [
        [loginEmail, emailKey(email)],
        [loginAddress, address],
      ];
      await take(counted, 'Too many failed login attempts. Please try again later.', log(address), refuse);
      // A success resets the email's count and does not count against the address.
      return {
        succeeded: async () => {
          await Promise.all([loginEmail.delete(counted[0]![1]), loginAddress.reward(address)]);
        },
      };
    },
    async register(address) {
      if (registration)
        await take(
          [[registration, address]],
          'Too many registrations from this address. Please try again later.',
          log(address),
          refuse,
        );
    },
    async resetMailAllowed(email) {
      try {
        await resetMail.consume(emailKey(email));
        return true;
      } catch (err) {
        if (refusal(err)) return false;
        throw err;
      }
    },
    async reset(address) {
      await take(
        [[resetAddress, address]],
        'Too many failed password resets. Please try again later.',
        log(address),
        refuse,
      );
      return {
        succeeded: async () => {
          await resetAddress.reward(address);
        },
      };
    },
  };
}
