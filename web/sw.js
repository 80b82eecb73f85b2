// The page's service worker: one build of the site in one cache, so that after one visit the page
// loads and plays with the network off. A classic worker, so importScripts() works everywhere.
//
//   precache.js   written by tools/write-precache.mjs for each build: { version, files: { name: sha256 } }
//   install       fetches every file of the list, checks its hash, and only then stores the whole set
//                 in the cache `sudoku-<version>`; one wrong or missing file and the install fails
//                 (the build on screen stays)
//   activate      deletes the caches of every other build
//   fetch         answers the listed files from this build's cache only, never from another
//
// A new build waits (no skipWaiting on install): the page asks for it at start-up, before it loads
// anything beyond its own modules, and reloads onto it (web/offline/offline.js). So a page never runs on
// files of two builds. There is no clients.claim() either: the first visit came from the network
// and goes on with it; the cache serves from the next load on. (This is also why the browser tests
// that rewrite files with page.route() see their first page's requests.)
importScripts('precache.js');

const { version, files } = self.PRECACHE;
const PREFIX = 'sudoku-';
const CACHE = PREFIX + version;
// sw.js sits at the site's root, so its folder is the scope; the page may live on any sub-path.
const ROOT = new URL('./', self.location).href;
const urlOf = (name) => new URL(name, ROOT).href;
const NAMES = new Map(Object.keys(files).map((name) => [urlOf(name), name]));

const hex = (buffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

async function precache() {
  // Straight from the server (no HTTP cache), so a stale copy of an older build cannot slip in.
  const fetched = await Promise.all(Object.entries(files).map(async ([name, hash]) => {
    const response = await fetch(urlOf(name), { cache: 'no-store' });
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    const digest = hex(await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer()));
    if (digest !== hash) throw new Error(`${name} is not the file of build ${version}`);
    return [name, response];
  }));
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(fetched.map(([name, response]) => cache.put(urlOf(name), response)));
  } catch (error) {
    await caches.delete(CACHE); // half a build is no build
    throw error;
  }
}

self.addEventListener('install', (event) => event.waitUntil(precache()));

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(
    keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)))));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // A page address may carry a query; the files the page loads never do.
  const key = url.origin + url.pathname + (request.mode === 'navigate' ? '' : url.search);
  const name = key === ROOT ? 'index.html' : NAMES.get(key);
  if (!name) return; // not part of the build: the network as usual
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(urlOf(name)))
    .then((hit) => hit ?? fetch(request)));
});

// From web/offline/offline.js, to this worker while it waits: take over now if the asking window is the
// only one of the site (another window still runs the old build and would get new files).
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'activate') return;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const alone = windows.length <= 1;
    event.ports[0]?.postMessage({ activating: alone });
    if (alone) await self.skipWaiting();
  })());
});
