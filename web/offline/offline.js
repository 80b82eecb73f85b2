// Offline use through the service worker (sw.js): registers it once the page works, and moves the
// page onto a newer build only at start-up, before the page loads anything beyond its own modules
// (the engine workers fetch the package's files and the .wasm later). A running page is never
// switched: it keeps its build until the next load.

// How long start-up waits for a waiting build to take over before going on with the one on screen.
const SWITCH_MS = 4000;
// How long after the load the browser's own requests (the tab's icon, the manifest) are given to
// reach the old worker: one that lands as the switch begins makes Chromium put the switch off,
// and a second skipWaiting() does not revive it (seen in about one reload of three without it).
const QUIET_MS = 400;

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
  // Requests of this load still in flight put the switch off too: so after the load, and quiet.
  if (document.readyState !== 'complete') await new Promise((done) => addEventListener('load', done, { once: true }));
  await new Promise((done) => setTimeout(done, QUIET_MS));
  const changed = new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
  const { activating } = await ask(waiting, SWITCH_MS);
  if (!activating) return;
  const switched = await Promise.race([changed.then(() => true), new Promise((done) => setTimeout(done, SWITCH_MS, false))]);
  if (switched) {
    // The saved game and settings are in localStorage, so the reload loses nothing.
    location.reload();
    await new Promise(() => {});
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
