// @ts-check
// fanodeck's web page, its service worker: served over http(s) (the project's site), it keeps
// the page and what it needs (the manifest, the icons) in the browser's cache, and gives them
// from there first, so that after one visit the page opens and makes decks with no network.
// Opened from the disk (file://) the page registers no service worker (engine.js).
//
// scripts/build-web.sh writes the two lines below for each folder it builds: VERSION is the
// fanodeck version and a hash of the files, so a new release (any change to the page) is a new
// cache, which replaces the old one; FILES are the folder's files, index.html as './'.
'use strict';

const VERSION = 'dev';
const FILES = ['./'];

// A site may share its origin with others (user.github.io/a/, …/b/): the cache's name holds
// this worker's scope, and only this scope's older caches are deleted.
const SUFFIX = ` ${self.registration.scope}`;
const CACHE = `fanodeck-${VERSION}${SUFFIX}`;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(FILES.map(async (file) => {
      // 'reload': past the browser's HTTP cache, which may still hold the previous release.
      const response = await fetch(new Request(file, { cache: 'reload' }));
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      // A page answered after a redirect may not answer a navigation: keep a plain copy.
      const kept = response.redirected
        ? new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers })
        : response;
      await cache.put(new URL(file, self.registration.scope).href, kept);
    }));
    // One visit is enough: this worker takes over at once, without waiting for every tab to close.
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE && name.startsWith('fanodeck-') && name.endsWith(SUFFIX)) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope);
  const navigate = request.mode === 'navigate';
  // The page is kept as './': its address may also end in index.html, and carry a query.
  const key = navigate && (url.pathname === scope.pathname || url.pathname === `${scope.pathname}index.html`)
    ? scope.href
    : url.href;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(key, { ignoreSearch: navigate });
    if (kept) return kept;
    try {
      return await fetch(request);
    } catch (error) {
      // No network: any page in this scope opens as the kept page.
      const page = navigate && await cache.match(scope.href);
      if (page) return page;
      throw error;
    }
  })());
});
