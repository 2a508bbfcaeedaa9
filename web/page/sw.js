// The page's service worker: it keeps the site (the page, its scripts and both WebAssembly
// modules) in a cache, so that the page loads and plays with no network once it has been opened.
// Each request goes to the server first and refreshes the cache; when the server cannot be
// reached, the cached copy answers. The cache is named by the build (VERSION, a hash of the site's
// files that web/site.mjs writes here with the list of FILES to keep from the start), and the
// caches of other builds are removed when this one takes over.
'use strict';

const VERSION = 'dev';
const FILES = [];
const CACHE = `gameai-${VERSION}`;
/** This script's global scope, which runs only as a service worker. */
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

worker.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('gameai-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => worker.clients.claim()));
});

worker.addEventListener('fetch', (e) => {
  const request = e.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin) return;
  e.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const response = await fetch(request);
      if (response.ok) cache.put(request, response.clone()).catch(() => { /* a full disk: served all the same */ });
      return response;
    } catch (err) {
      const options = { ignoreSearch: true, ignoreVary: true };
      const hit = (await cache.match(request, options)) ||
        (request.mode === 'navigate' ? await cache.match('index.html', options) : undefined);
      if (hit) return hit;
      throw err;
    }
  })());
});
