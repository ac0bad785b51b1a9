import type { Request } from 'express';
import { addressKey } from '../../../use-cases/accounts/auth-throttle';

/** The client's address as a throttle key: req.ip, which trusts X-Forwarded-For from loopback proxies only. */
export const clientAddress = (req: Request): string => addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
