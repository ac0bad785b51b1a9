/**
 * The console's service worker (served at /app/sw.js, scope /app/): it keeps the pages and bundles a device has opened,
 * so that a door page reloaded without network (a locked phone, a browser that dropped the tab) opens again and keeps
 * checking guests in against the list it stored (console/src/door/door-store.ts). The API is never cached here: its
 * answers belong to one session and must be fresh; the door's list and queue live in the page's own storage.
 */
import { clientsClaim } from 'workbox-core';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

// A new build takes over at once: its pages name new bundles, which the old worker would not have cached anyway.
void self.skipWaiting();
clientsClaim();

const isAsset = (url: URL) => url.pathname.startsWith('/app/assets/');
/** Every other /app address is a page of the console (index.html: the app's router reads the path). */
const isPage = (url: URL) =>
  (url.pathname === '/app' || url.pathname.startsWith('/app/')) && !isAsset(url) && url.pathname !== '/app/sw.js';

const router = new Router();
// A page: the network's answer while there is one (a fresh nonce, the current build), else the copy kept from the
// last visit. Every page is the same index.html, so one copy under one key opens any of them. Three seconds is as
// long as an usher should wait on a network that answers nothing.
const onePage = { cacheKeyWillBeUsed: () => Promise.resolve('/app/') };
router.registerRoute(
  new Route(
    ({ url }) => isPage(url),
    new NetworkFirst({ cacheName: 'console-pages', networkTimeoutSeconds: 3, plugins: [onePage] }),
  ),
);
// The build's bundles: named by their content's hash, so a kept copy is never stale.
router.registerRoute(new Route(({ url }) => isAsset(url), new CacheFirst({ cacheName: 'console-assets' })));
router.addFetchListener();
// The page that installed this worker loaded its bundles before the worker could see them: it sends their addresses
// (console/src/shell/register-service-worker.ts) and they are kept through the same routes.
router.addCacheListener();
