/**
 * The admin tRPC router's type, for the admin console's tRPC client (console/src/admin): a type only, so no server
 * code reaches a browser bundle (`import type` is erased; the console's lint rule allows nothing else from here).
 */
export type { AppRouter } from '../../api/http/trpc/router';
