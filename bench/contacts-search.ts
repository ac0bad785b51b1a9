import { loadPaths } from './http-load';
import { withApiProcess } from './service-process';
import { seedContacts } from './seed-contacts';
import type { Benchmark } from './types';

const CONTACTS = 100_000;
/** A mix of what people type: a surname, a first name, a phone prefix in local form, a full number, nothing. */
const SEARCHES = ['Kimaro', 'neema mush', '0712345', '0750001234', 'Baraka Mollel 4', ''];

/** `GET /api/contacts?search=` over a tenant with 100,000 contacts, 20 connections, rotating searches; one API process of its own. */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  await seedContacts(ctx.env.sequelize, session.tenant.id, CONTACTS);
  const paths = SEARCHES.map((search) => `/api/contacts?search=${encodeURIComponent(search)}`);
  const { single, loaded } = await withApiProcess(async (url) => ({
    single: await loadPaths(url, session.token, paths, 1, 3),
    loaded: await loadPaths(url, session.token, paths, 20, 10, { warmupSeconds: 3 }),
  }));
  return {
    name: `GET /api/contacts?search= over ${CONTACTS.toLocaleString('en')} contacts at 20 connections`,
    figures: {
      'requests/s': loaded.rps,
      'p50 ms': loaded.p50,
      'p99 ms': loaded.p99,
      failures: loaded.failures,
      '1-connection p50 ms': single.p50,
      '1-connection p99 ms': single.p99,
    },
    target: 'p99 < 50 ms at 20 connections',
    pass: loaded.p99 < 50 && loaded.failures === 0,
  };
};
