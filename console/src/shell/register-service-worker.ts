/**
 * Installs the console's service worker (console/service-worker/sw.ts), which keeps the pages and bundles this device
 * opened so that the door page reloads without network. Only the organisers' console at /app registers it; a browser
 * without service workers simply works online only.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/app/sw.js', { scope: '/app/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // What this page loaded before the worker ran (the page itself, its bundles, the screen's chunk) is kept too,
      // in workbox-routing's message format: the first visit is enough to reopen offline.
      const urlsToCache = [
        window.location.href,
        ...performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/app/assets/')),
      ];
      registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
    })
    .catch((error: unknown) => {
      console.warn('The console works online only here: its service worker could not be installed.', error);
    });
}
