// Offline use through the service worker (sw.js): registers it once the page works, and moves the
// page onto a newer build only at start-up, before the page loads anything beyond its own modules
// (the engine workers fetch the package's files and the .wasm later). A running page is never
// switched: it keeps its build until the next load.

// How long start-up waits for a waiting build to take over before going on with the one on screen.
const SWITCH_MS = 4000;
const ASK_AGAIN_MS = 500;

const usable = () => 'serviceWorker' in navigator && /^https?:$/.test(location.protocol);

function ask(worker, ms) {
  return new Promise((done) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => done({ activating: false }), ms);
    channel.port1.onmessage = (event) => { clearTimeout(timer); done(event.data ?? {}); };
    worker.postMessage({ type: 'activate' }, [channel.port2]);
  });
}

/**
 * Call before starting the engine. When a newer build has been installed (it waits in the
 * service worker) and this is the site's only window, asks it to take over and reloads onto it;
 * the returned promise then never settles. Otherwise it resolves at once (no worker, first visit,
 * nothing new, another window open) or after SWITCH_MS if the switch did not happen.
 */
export async function switchToNewBuild() {
  if (!usable() || !navigator.serviceWorker.controller) return;
  let registration;
  try {
    registration = await navigator.serviceWorker.getRegistration();
  } catch {
    return;
  }
  const waiting = registration?.waiting;
  if (!waiting) return;
  // Chromium puts off a skipWaiting() while the old worker still has requests of this load in
  // flight, and may then not activate at all; so ask after the load, and ask again if nothing
  // happened.
  if (document.readyState !== 'complete') await new Promise((done) => addEventListener('load', done, { once: true }));
  const changed = new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
  const deadline = performance.now() + SWITCH_MS;
  while (performance.now() < deadline) {
    const { activating } = await ask(waiting, deadline - performance.now());
    if (!activating) return;
    const switched = await Promise.race([changed.then(() => true), new Promise((done) => setTimeout(done, ASK_AGAIN_MS, false))]);
    if (switched) {
      // The saved game and settings are in localStorage, so the reload loses nothing.
      location.reload();
      await new Promise(() => {});
    }
  }
  // A late switch still reloads: this page must not fetch files of the new build.
  changed.then(() => location.reload());
}

/**
 * Registers sw.js (beside the page) and asks for an update check; a failure only means no
 * offline use. `updateViaCache: 'none'`: the check always reaches the server, precache.js included.
 */
export function registerOffline() {
  if (!usable()) return;
  navigator.serviceWorker.register('sw.js', { updateViaCache: 'none' })
    .then((registration) => (registration.active ? registration.update() : null))
    .catch(() => {});
}
